// Derives the pull-request numbers, issue numbers and credited GitHub users of every release from
// the two sources of the release notes and the extension's git history, and records them as facts
// (no wording of the sources):
//
//   - the extension's CHANGELOG.md at tag v3.28.17 (RooCodeInc/Roo-Code): `#6889 by @alecoot`,
//     `(thanks @x!)`, links to pull requests;
//   - the reference docs' release notes, docs/update-notes/*.md at commit 37381aa
//     (richtong/Roo-Code-Docs): links to the pull request of each change, `(thanks a, b!)`;
//   - the extension's release tags from v2.1.1 to v3.28.17: which release first shipped each pull
//     request merged into the main line, so a number sits on the page of its release, not on the
//     page a source listed it.
//
//   npx jiti scripts/release-references.ts [Roo-Code bare repo] [Roo-Code-Docs bare repo] [--apply]
//
// Writes remotes/update-notes/sources/pull-releases.json and references.json (what the content
// test checks entries against). With --apply it also sets `pulls`, `issues` and `credits` in the
// frontmatter of each patch entry, replacing earlier values and leaving the rest of the file as it is.
import { execFileSync } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { compareVersions, readEntries } from '@roo-docs/remote-update-notes';
import {
  changelogLines,
  changelogReferences,
  firstReleaseOfPulls,
  placeReferences,
  referenceNotesLines,
  releaseOfPull,
  type SourceReferences,
} from '@roo-docs/remote-update-notes/sources';

const args = process.argv.slice(2);
const apply = args.includes('--apply');
const [extension = '/work/.mirror/RooCodeInc+Roo-Code/repo', docs = '/work/.mirror/richtong+Roo-Code-Docs/repo'] = args.filter(
  (a) => !a.startsWith('--'),
);
const LAST = '3.28.17';
const TAG = `v${LAST}`;
const DOCS_COMMIT = '37381aa';
const remoteDir = join(import.meta.dirname, '../remotes/update-notes');
const git = (dir: string, ...a: string[]) =>
  execFileSync('git', [`--git-dir=${dir}`, ...a], { encoding: 'utf8', maxBuffer: 1 << 28 });

// Tags up to 2.1.0 are Cline's releases from before the fork: their numbers are cline/cline's.
const FIRST_OWN_RELEASE = '2.1.1';

// The commits each release tag added to the main line: `git log --first-parent <tag> --not <every
// earlier tag>`, oldest tag first. The main line holds the project's own merges; commits brought in
// by merging Cline's upstream branch sit beside it and carry Cline's numbers, so they are skipped.
function tagCommits() {
  const versions = git(extension, 'tag', '--list', 'v*')
    .split('\n')
    .flatMap((t) => /^v(\d+\.\d+\.\d+)$/.exec(t)?.[1] ?? [])
    .filter((v) => compareVersions(v, LAST) <= 0)
    .sort(compareVersions);
  return versions.flatMap((version, i) => {
    if (compareVersions(version, FIRST_OWN_RELEASE) < 0) return [];
    const earlier = versions.slice(0, i).map((v) => `v${v}`);
    const log = git(extension, 'log', '--first-parent', '--format=%s', `v${version}`, '--not', ...earlier);
    return [{ version, subjects: log.split('\n').filter(Boolean) }];
  });
}

const entries = await readEntries(join(remoteDir, 'entries'));
// A release the sources list separately may be bundled on one page (2.2.6 covers 2.2.6 – 2.2.10).
const pageOf = new Map<string, string>();
for (const e of entries.filter((x) => x.kind === 'patch')) for (const v of e.covers ?? [e.version]) pageOf.set(v, e.version);

const pullReleases = firstReleaseOfPulls(tagCommits());
const changelogText = git(extension, 'show', `${TAG}:CHANGELOG.md`);
const noteFiles = git(docs, 'ls-tree', '--name-only', DOCS_COMMIT, 'docs/update-notes/').split('\n').filter(Boolean);
const notes = noteFiles.flatMap(
  (path) => referenceNotesLines(path.split('/').pop()!, git(docs, 'show', `${DOCS_COMMIT}:${path}`)) ?? [],
);
const placed = placeReferences({
  changelog: changelogLines(changelogText),
  notes,
  pageOf: (v) => pageOf.get(v),
  releaseOfPull: releaseOfPull(pullReleases),
});

const pullFacts = {
  source: `RooCodeInc/Roo-Code release tags v${FIRST_OWN_RELEASE} to ${TAG}: each pull request merged into the main line, under the first release whose history holds its merge commit`,
  through: LAST,
  releases: pullReleases,
};
// One line per release: some 3,200 numbers one per line would be an 8,000-line file.
const oneLineLists = (json: string) =>
  json.replace(/\[\s+("\d+"(?:,\s+"\d+")*)\s+\]/g, (_, list: string) => `[${list.replace(/\s+/g, ' ')}]`);
await writeFile(join(remoteDir, 'sources/pull-releases.json'), `${oneLineLists(JSON.stringify(pullFacts, null, 1))}\n`);

const sorted = [...placed.pages].sort(([a], [b]) => compareVersions(a, b));
const changelogPages = [...changelogReferences(changelogText).keys()].map((v) => pageOf.get(v)!);
const facts = {
  sources: {
    changelog: `RooCodeInc/Roo-Code ${TAG} CHANGELOG.md`,
    notes: `richtong/Roo-Code-Docs ${DOCS_COMMIT} docs/update-notes`,
    history: 'sources/pull-releases.json',
  },
  changelogVersions: changelogPages.filter((v, i, all) => all.indexOf(v) === i),
  // Linked as pull requests by a source, but merged outside the tagged history under that number:
  // they stay on the page the source gives.
  withoutMergeCommit: placed.withoutMergeCommit,
  releases: Object.fromEntries(sorted),
};
await writeFile(join(remoteDir, 'sources/references.json'), `${JSON.stringify(facts, null, 1)}\n`);
const count = (k: keyof SourceReferences) => sorted.reduce((n, [, r]) => n + r[k].length, 0);
const merged = Object.values(pullReleases).reduce((n, l) => n + l.length, 0);
console.log(`${merged} merged pull requests in ${Object.keys(pullReleases).length} releases`);
console.log(`${sorted.length} pages: ${count('pulls')} pull requests, ${count('issues')} issues, ${count('credits')} credits`);

if (apply) {
  const FIELDS = /^(pulls|issues|credits):.*\r?\n/gm;
  for (const e of entries.filter((x) => x.kind === 'patch')) {
    const refs = placed.pages.get(e.version) ?? { pulls: [], issues: [], credits: [] };
    const file = join(remoteDir, e.file);
    const text = await readFile(file, 'utf8');
    const end = text.indexOf('\n---', 3);
    const head = text.slice(0, end + 1).replace(FIELDS, '');
    const lines = (['pulls', 'issues', 'credits'] as const)
      .filter((k) => refs[k].length)
      .map((k) => `${k}: [${refs[k].join(', ')}]\n`)
      .join('');
    const updated = head + lines + text.slice(end + 1);
    if (updated !== text) await writeFile(file, updated);
  }
  console.log('frontmatter written in the patch entries');
}
