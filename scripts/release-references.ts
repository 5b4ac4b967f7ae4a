// Derives the pull-request numbers, issue numbers and credited GitHub users of every release from
// the two sources of the release notes and the extension's git history, and records them as facts
// (no wording of the sources):
//
//   - the extension's CHANGELOG.md at tag v3.28.17 (RooCodeInc/Roo-Code): `#6889 by @alecoot`,
//     `(thanks @x!)`, links to pull requests;
//   - the reference docs' release notes, docs/update-notes/*.md at commit 37381aa
//     (richtong/Roo-Code-Docs): links to the pull request of each change, `(thanks a, b!)`;
//   - the extension's release tags from v2.1.1 to v3.28.17: which release first shipped each pull
//     request merged into the main line (so a number sits on the page of its release, not on the
//     page a source listed it), with its title, author, kind and the pull request it reverts, as
//     the merge commits give them.
//
//   npx jiti scripts/release-references.ts [Roo-Code bare repo] [Roo-Code-Docs bare repo] [--apply]
//
// Writes remotes/update-notes/sources/pull-requests.json (every page's pull request list is built
// from it) and references.json (what the content test checks entries against). With --apply it
// also sets `issues` and `credits` in the frontmatter of each patch entry (and removes `pulls`, which
// the pull request file gives), leaving the rest of the file as it is.
import { execFileSync } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { compareVersions, PULL_REQUEST_FILE, readEntries } from '@roo-docs/remote-update-notes';
import {
  changelogLines,
  changelogReferences,
  forkOf,
  forkOwners,
  GIT_LOG_FORMAT,
  githubUsers,
  parseGitLog,
  placeReferences,
  pullRequestsOfTags,
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
  execFileSync('git', [`--git-dir=${dir}`, ...a], { encoding: 'utf8', maxBuffer: 1 << 28, stdio: ['ignore', 'pipe', 'pipe'] });

// Tags up to 2.1.0 are Cline's releases from before the fork: their numbers are cline/cline's.
const FIRST_OWN_RELEASE = '2.1.1';

// The extension's package at a tag: the repository also holds Cline's tags (v3.0.0, v3.4.0, …),
// whose package is `claude-dev` and whose numbers are cline/cline's.
const packageName = (ref: string) => {
  for (const file of ['src/package.json', 'package.json']) {
    try {
      return (JSON.parse(git(extension, 'show', `${ref}:${file}`)) as { name?: string }).name;
    } catch {
      // not at this path in that release
    }
  }
  return undefined;
};

// Where each release is in the history: its tag, or, for a release whose tag name Cline's took
// (3.0.0, 3.3.0), the main-line commit that set the extension's version to it.
function releaseRefs(changelogVersions: string[]): { version: string; ref: string }[] {
  const tagged = git(extension, 'tag', '--list', 'v*')
    .split('\n')
    .flatMap((t) => /^v(\d+\.\d+\.\d+)$/.exec(t)?.[1] ?? [])
    .filter((v) => compareVersions(v, FIRST_OWN_RELEASE) >= 0 && compareVersions(v, LAST) <= 0)
    .filter((v) => packageName(`v${v}`) !== 'claude-dev');
  const refs = tagged.map((version) => ({ version, ref: `v${version}` }));
  for (const version of changelogVersions.filter((v) => !tagged.includes(v) && compareVersions(v, FIRST_OWN_RELEASE) >= 0)) {
    const bumps = git(
      extension,
      'log',
      '--first-parent',
      '--format=%H',
      `-G"version": "${version}"`,
      TAG,
      '--',
      'package.json',
      'src/package.json',
    );
    const first = bumps.split('\n').filter(Boolean).at(-1);
    if (first) refs.push({ version, ref: first });
  }
  return refs.sort((a, b) => compareVersions(a.version, b.version));
}

// The commits each release added to the main line: `git log --first-parent <release> --not <every
// earlier release>`, oldest first. The main line holds the project's own merges; commits brought in
// by merging Cline's upstream branch sit beside it and carry Cline's numbers, so they are skipped.
// Files are listed without rename detection, which would read blobs a partial clone may lack.
function tagLogs(changelogVersions: string[]) {
  const releases = releaseRefs(changelogVersions);
  return releases.map(({ version, ref }, i) => {
    const earlier = releases.slice(0, i).map((r) => r.ref);
    const log = git(
      extension,
      'log',
      '--first-parent',
      '--no-renames',
      '--name-only',
      `--format=${GIT_LOG_FORMAT}`,
      ref,
      '--not',
      ...earlier,
    );
    return { version, commits: parseGitLog(log) };
  });
}

const entries = await readEntries(join(remoteDir, 'entries'));
// A release the sources list separately may be bundled on one page (2.2.6 covers 2.2.6 – 2.2.10).
const pageOf = new Map<string, string>();
for (const e of entries.filter((x) => x.kind === 'patch')) for (const v of e.covers ?? [e.version]) pageOf.set(v, e.version);

// Every identity of the history, by commit: a merge commit's pull request was written by the
// author of the branch it merged (its second parent), not by whoever pressed the button.
const identities = new Map(
  git(extension, 'log', '--all', '--format=%H%x1f%an%x1f%ae')
    .split('\n')
    .filter(Boolean)
    .map((l) => l.split('\x1f'))
    .map(([sha = '', name = '', email = '']) => [sha, { name, email }] as const),
);
// Each branch merged from a fork, by the address of its head commit: an address that only one
// fork's branches were written under is that owner's (see fork-heads.ts).
const forkHeads = git(extension, 'log', '--all', '--merges', '--format=%P%x1f%s')
  .split('\n')
  .map((l) => l.split('\x1f'))
  .flatMap(([parents = '', subject = '']) => {
    const owner = forkOf(subject);
    const head = identities.get(parents.split(' ')[1] ?? '');
    return owner && head ? [{ email: head.email, owner }] : [];
  });
const changelogText = git(extension, 'show', `${TAG}:CHANGELOG.md`);
const logs = tagLogs([...changelogReferences(changelogText).keys()]).map(({ version, commits }) => ({
  version,
  commits: commits.map((c) => {
    const branch = c.parents.length > 1 ? identities.get(c.parents[1]!) : undefined;
    return branch ? { ...c, authorName: branch.name, authorEmail: branch.email } : c;
  }),
}));
const changelog = changelogLines(changelogText);
const noteFiles = git(docs, 'ls-tree', '--name-only', DOCS_COMMIT, 'docs/update-notes/').split('\n').filter(Boolean);
const notes = noteFiles.flatMap(
  (path) => referenceNotesLines(path.split('/').pop()!, git(docs, 'show', `${DOCS_COMMIT}:${path}`)) ?? [],
);
// The people the sources credit are GitHub users: a commit under one of those names is theirs.
const credited = [...changelog, ...notes].flatMap((l) => l.refs.credits);
const pullRequests = pullRequestsOfTags(logs, githubUsers([...identities.values()], credited, forkOwners(forkHeads)));
const pullReleases = Object.fromEntries(Object.entries(pullRequests).map(([v, list]) => [v, list.map((p) => p.n)]));
const placed = placeReferences({
  changelog,
  notes,
  pageOf: (v) => pageOf.get(v),
  releaseOfPull: releaseOfPull(pullReleases),
});

const pullFacts = {
  source: `RooCodeInc/Roo-Code release tags v${FIRST_OWN_RELEASE} to ${TAG}: each pull request merged into the main line, under the first release whose history holds its merge commit; title, author and kind from that commit`,
  through: LAST,
  releases: pullRequests,
};
// One line per pull request: some 3,200 of them, six lines each, would be a 20,000-line file.
const releaseLines = Object.entries(pullFacts.releases).map(
  ([v, list]) => ` ${JSON.stringify(v)}: [\n${list.map((p) => `  ${JSON.stringify(p)}`).join(',\n')}\n ]`,
);
const head = JSON.stringify({ source: pullFacts.source, through: LAST }, null, 1).slice(0, -2);
await writeFile(join(remoteDir, PULL_REQUEST_FILE), `${head},\n "releases": {\n${releaseLines.join(',\n')}\n }\n}\n`);

const sorted = [...placed.pages].sort(([a], [b]) => compareVersions(a, b));
const changelogPages = [...changelogReferences(changelogText).keys()].map((v) => pageOf.get(v)!);
const facts = {
  sources: {
    changelog: `RooCodeInc/Roo-Code ${TAG} CHANGELOG.md`,
    notes: `richtong/Roo-Code-Docs ${DOCS_COMMIT} docs/update-notes`,
    history: PULL_REQUEST_FILE,
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
  // Pull requests are listed from the pull request file; the frontmatter keeps issues and people.
  for (const e of entries.filter((x) => x.kind === 'patch')) {
    const refs = placed.pages.get(e.version) ?? { pulls: [], issues: [], credits: [] };
    const file = join(remoteDir, e.file);
    const text = await readFile(file, 'utf8');
    const end = text.indexOf('\n---', 3);
    const head = text.slice(0, end + 1).replace(FIELDS, '');
    const lines = (['issues', 'credits'] as const)
      .filter((k) => refs[k].length)
      .map((k) => `${k}: [${refs[k].join(', ')}]\n`)
      .join('');
    const updated = head + lines + text.slice(end + 1);
    if (updated !== text) await writeFile(file, updated);
  }
  console.log('frontmatter written in the patch entries');
}
