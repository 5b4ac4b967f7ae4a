// Derives the pull-request numbers, issue numbers and credited GitHub users of every release from
// the two sources of the release notes, and records them as facts (no wording of the sources):
//
//   - the extension's CHANGELOG.md at tag v3.28.17 (RooCodeInc/Roo-Code): `#6889 by @alecoot`,
//     `(thanks @x!)`, links to pull requests;
//   - the reference docs' release notes, docs/update-notes/*.md at commit 37381aa
//     (richtong/Roo-Code-Docs): links to the pull request of each change.
//
//   npx jiti scripts/release-references.ts [Roo-Code bare repo] [Roo-Code-Docs bare repo] [--apply]
//
// Writes remotes/update-notes/sources/references.json (what the content test checks entries
// against). With --apply it also sets `pulls`, `issues` and `credits` in the frontmatter of each
// patch entry, replacing earlier values and leaving the rest of the file as it is.
import { execFileSync } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { readEntries, type Entry } from '@roo-docs/remote-update-notes';
import {
  changelogReferences,
  emptyReferences,
  mergeReferences,
  referenceNotesReferences,
  type SourceReferences,
} from '@roo-docs/remote-update-notes/sources';

const args = process.argv.slice(2);
const apply = args.includes('--apply');
const [extension = '/work/.mirror/RooCodeInc+Roo-Code/repo', docs = '/work/.mirror/richtong+Roo-Code-Docs/repo'] = args.filter(
  (a) => !a.startsWith('--'),
);
const TAG = 'v3.28.17';
const DOCS_COMMIT = '37381aa';
const remoteDir = join(import.meta.dirname, '../remotes/update-notes');
const git = (dir: string, ...a: string[]) =>
  execFileSync('git', [`--git-dir=${dir}`, ...a], { encoding: 'utf8', maxBuffer: 1 << 26 });

const entries = await readEntries(join(remoteDir, 'entries'));
// A release the sources list separately may be bundled on one page (2.2.6 covers 2.2.6 – 2.2.10).
const pageOf = new Map<string, Entry>();
for (const e of entries.filter((x) => x.kind === 'patch')) for (const v of e.covers ?? [e.version]) pageOf.set(v, e);

const releases = new Map<string, SourceReferences>();
const add = (version: string, refs: SourceReferences, source: string) => {
  const page = pageOf.get(version);
  if (!page) throw new Error(`${source} lists ${version}, which no patch entry covers`);
  releases.set(page.version, mergeReferences(releases.get(page.version) ?? emptyReferences(), refs));
};
const changelog = changelogReferences(git(extension, 'show', `${TAG}:CHANGELOG.md`));
for (const [version, refs] of changelog) add(version, refs, 'CHANGELOG.md');
const noteFiles = git(docs, 'ls-tree', '--name-only', DOCS_COMMIT, 'docs/update-notes/').split('\n').filter(Boolean);
for (const path of noteFiles) {
  const found = referenceNotesReferences(path.split('/').pop()!, git(docs, 'show', `${DOCS_COMMIT}:${path}`));
  if (found) add(found.version, found.refs, path);
}

const sorted = [...releases].sort(([a], [b]) => a.localeCompare(b, 'en', { numeric: true }));
const facts = {
  sources: {
    changelog: `RooCodeInc/Roo-Code ${TAG} CHANGELOG.md`,
    notes: `richtong/Roo-Code-Docs ${DOCS_COMMIT} docs/update-notes`,
  },
  changelogVersions: [...changelog.keys()].map((v) => pageOf.get(v)!.version).filter((v, i, all) => all.indexOf(v) === i),
  releases: Object.fromEntries(sorted),
};
await writeFile(join(remoteDir, 'sources/references.json'), `${JSON.stringify(facts, null, 1)}\n`);
const count = (k: keyof SourceReferences) => sorted.reduce((n, [, r]) => n + r[k].length, 0);
console.log(`${sorted.length} releases: ${count('pulls')} pull requests, ${count('issues')} issues, ${count('credits')} credits`);

if (apply) {
  const FIELDS = /^(pulls|issues|credits):.*\r?\n/gm;
  for (const [version, refs] of sorted) {
    const file = join(remoteDir, 'entries', `v${version}.mdx`);
    const text = await readFile(file, 'utf8');
    const end = text.indexOf('\n---', 3);
    const head = text.slice(0, end + 1).replace(FIELDS, '');
    const lines = (['pulls', 'issues', 'credits'] as const)
      .filter((k) => refs[k].length)
      .map((k) => `${k}: [${refs[k].join(', ')}]\n`)
      .join('');
    await writeFile(file, head + lines + text.slice(end + 1));
  }
  console.log(`frontmatter written in ${sorted.length} entries`);
}
