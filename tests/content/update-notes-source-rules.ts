import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { NotesRule, NotesScene } from './update-notes-scene.ts';

// Numbers and credited people per release, derived from the CHANGELOG at v3.28.17, the reference
// notes and the extension's release tags by scripts/release-references.ts (facts only); every pull
// request of each release, with its title and author, from the tags' history.
type Refs = { pulls: string[]; issues: string[]; credits: string[] };
interface Facts {
  changelogVersions: string[];
  withoutMergeCommit: string[];
  releases: Record<string, Refs>;
}
type History = { releases: Record<string, { n: string; reverts?: string }[]> };
const sourceFile = (s: NotesScene) => join(s.remoteDir, 'sources/references.json');
const readJson = async <T>(file: string) => JSON.parse(await readFile(file, 'utf8')) as T;
const facts = (s: NotesScene) => readJson<Facts>(sourceFile(s));
const history = (s: NotesScene) => readJson<History>(join(s.remoteDir, 'sources/pull-requests.json'));
const patches = (s: NotesScene) => s.entries.filter((x) => x.kind === 'patch');
const pageOf = (s: NotesScene, version: string) => s.files.get(`update-notes/v${version}.mdx`) ?? '';
const linkOf = (kind: 'pulls' | 'issues' | 'credits', value: string) =>
  kind === 'credits'
    ? `[@${value}](https://github.com/${value})`
    : `[#${value}](https://github.com/RooCodeInc/Roo-Code/${kind === 'pulls' ? 'pull' : 'issues'}/${value})`;
/** At least `min` of what a rule counted: fewer means it read less than the section holds. */
const atLeast = (what: string, count: number, min: number) =>
  count > min ? [] : [`only ${count} ${what} (more than ${min} expected)`];

// A pull request's line: under its change (`pull-ref`) or in the page's list of the others.
const PULL_LINE =
  /(?:^- |<span className="search-skip pull-ref">)\[#(\d+)\]\(https:\/\/github\.com\/RooCodeInc\/Roo-Code\/pull\/\d+\) /gm;
const listings = (page: string, n: string) => [...page.matchAll(PULL_LINE)].filter((m) => m[1] === n).length;

/** The problems of one patch page against the sources: its issues and people, and every pull request its tags merged once. */
function patchAgainstSources(s: NotesScene, e: NotesScene['entries'][number], f: Facts, h: History) {
  const want = f.releases[e.version] ?? { pulls: [], issues: [], credits: [] };
  const page = pageOf(s, e.version);
  const wrong: string[] = [];
  let checked = 0;
  for (const kind of ['issues', 'credits'] as const) {
    const listed = e[kind] ?? [];
    for (const v of want[kind].filter((x) => !listed.includes(x))) wrong.push(`${e.version}: ${kind} lacks ${v}`);
    for (const v of listed.filter((x) => !want[kind].includes(x)))
      wrong.push(`${e.version}: ${kind} has ${v}, which the sources do not give it`);
    for (const v of listed.filter((x) => !page.includes(linkOf(kind, x))))
      wrong.push(`${e.version}: ${v} is not linked on the page`);
    checked += listed.length;
  }
  // Every pull request of the page's releases, except one reverted within them (it never shipped).
  const merged = (e.covers ?? [e.version]).flatMap((v) => h.releases[v] ?? []);
  const undone = new Set(
    merged.filter((p) => p.reverts && merged.some((q) => q.n === p.reverts)).flatMap((p) => [p.n, p.reverts!]),
  );
  for (const p of merged.filter((x) => !undone.has(x.n))) {
    const times = listings(page, p.n);
    if (times !== 1) wrong.push(`${e.version}: #${p.n} is listed ${times} times, not once (under its change or with the others)`);
    checked++;
  }
  for (const n of want.pulls.filter((x) => !f.withoutMergeCommit.includes(x) && !undone.has(x)))
    if (!page.includes(linkOf('pulls', n))) wrong.push(`${e.version}: #${n}, which the sources give it, is not linked`);
  return { wrong, checked };
}

const pagesAgainstSources: NotesRule = {
  name: 'each page lists the issues and people the sources give its releases, and every pull request its tags merged',
  check: async (s) => {
    const [f, h] = [await facts(s), await history(s)];
    const byVersion = new Map(s.entries.map((e) => [e.version, e]));
    const wrong = [
      ...f.changelogVersions.filter((v) => !byVersion.has(v)).map((v) => `${v}: in the CHANGELOG, no entry`),
      ...Object.keys(f.releases)
        .filter((v) => byVersion.get(v)?.kind !== 'patch')
        .map((v) => `${v}: in the sources, no patch entry`),
    ];
    let checked = 0;
    for (const e of patches(s)) {
      const page = patchAgainstSources(s, e, f, h);
      wrong.push(...page.wrong);
      checked += page.checked;
    }
    return [...wrong, ...atLeast('references checked', checked, 4000)];
  },
};

const pullsPlaced: NotesRule = {
  name: 'pull requests the text cites sit under their change, the rest in the list after the body',
  check: (s) => {
    let onChanges = 0;
    const wrong: string[] = [];
    for (const e of patches(s)) {
      const page = pageOf(s, e.version);
      const list = page.indexOf('## Pull requests');
      for (const m of page.matchAll(PULL_LINE)) {
        const underChange = m[0].startsWith('<span');
        if (underChange) onChanges++;
        if (underChange === (list >= 0 && m.index > list))
          wrong.push(`${e.version}: #${m[1]} is ${underChange ? 'under a change in the list' : 'listed in the body'}`);
      }
    }
    // scripts/place-pulls.ts cited 734 of them on the changes that describe them; entries named 226 before.
    return [...wrong, ...atLeast('pull requests under their changes', onChanges, 900)];
  },
};

const unshippedUnlinked: NotesRule = {
  name: 'a number no release tag merged (#5352, never shipped) is linked on no page',
  check: async (s) => {
    const { withoutMergeCommit } = await facts(s);
    const linked = [...s.files].flatMap(([rel, text]) =>
      withoutMergeCommit.filter((n) => text.includes(`/pull/${n})`)).map((n) => `${rel}: #${n}`),
    );
    return [...(withoutMergeCommit.includes('5352') ? [] : ['#5352 is not recorded as without a merge commit']), ...linked];
  },
};

const pullsOnFirstRelease: NotesRule = {
  name: 'a pull request is listed only on the page of the release that first shipped it, and never as an issue',
  check: async (s) => {
    const releaseOf = new Map(
      Object.entries((await history(s)).releases).flatMap(([r, pulls]) => pulls.map((p) => [p.n, r] as const)),
    );
    const pageOfRelease = new Map<string, string>();
    for (const e of patches(s)) for (const v of e.covers ?? [e.version]) pageOfRelease.set(v, e.version);
    const wrong: string[] = [];
    for (const e of patches(s)) {
      for (const m of pageOf(s, e.version).matchAll(PULL_LINE)) {
        const release = releaseOf.get(m[1]!);
        if (release && pageOfRelease.get(release) !== e.version) wrong.push(`${e.version}: #${m[1]} shipped in ${release}`);
      }
      for (const n of e.issues ?? [])
        if (releaseOf.has(n)) wrong.push(`${e.version}: issue #${n} is a pull request of ${releaseOf.get(n)}`);
    }
    return [...wrong, ...atLeast('pull requests in the history', releaseOf.size, 3000)];
  },
};

/** The rules that hold the pages to the release sources (references.json, pull-requests.json). */
export const PULL_RULES: NotesRule[] = [pagesAgainstSources, pullsPlaced, unshippedUnlinked, pullsOnFirstRelease];
