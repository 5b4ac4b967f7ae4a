import type { Entry } from './entry-schema.ts';
import type { PullRequest, PullRequests } from './pull-request-data.ts';
import { referencedNumbers } from './references.ts';
import { compareVersions } from './version.ts';

/** What a later release did to a pull request: undid it, or fixed what it brought. */
export interface FollowUp {
  what: 'rolled back' | 'fixed';
  /** The page of the later release (a bundled page stands for the releases it covers). */
  page: string;
  /** The reverting pull request, for a rollback. */
  by?: PullRequest;
}

/** What the section knows about pull requests, computed once for all pages. */
export interface PageRefs {
  /** The page a release is on: its own, or the bundled page that covers it. */
  pageOf: ReadonlyMap<string, string>;
  /** Each page's pull requests that reached users (a change reverted before its release did not). */
  shippedOn: ReadonlyMap<string, readonly PullRequest[]>;
  /** Pull request → what later pages did to it. */
  followUps: ReadonlyMap<string, readonly FollowUp[]>;
  /** Every number an entry lists as an issue (a `#N` in a title links to the issue then). */
  issues: ReadonlySet<string>;
}

const releasesOfPage = (e: Entry) => (e.kind === 'patch' ? (e.covers ?? [e.version]) : []);

// A section builds every page against one list: computed once per list (and pull request file).
const known = new WeakMap<Entry[], { pulls: PullRequests; refs: PageRefs }>();

/**
 * Each page's shipped pull requests and the back-links later pages give them: a revert in a later
 * release ("rolled back in 3.25.23") from the extension's history, and an entry's `fixes` ("later
 * fixed in 3.25.1"). A pull request and its revert on the same page never shipped: both are left out.
 */
export function pageRefs(all: Entry[], pulls: PullRequests): PageRefs {
  const cached = known.get(all);
  if (cached?.pulls === pulls) return cached.refs;
  const pageOf = new Map<string, string>();
  for (const e of all) for (const v of releasesOfPage(e)) pageOf.set(v, e.version);
  const followUps = new Map<string, FollowUp[]>();
  const add = (n: string, f: FollowUp) => followUps.set(n, [...(followUps.get(n) ?? []), f]);
  const shippedOn = new Map<string, PullRequest[]>();
  for (const e of all.filter((x) => x.kind === 'patch')) {
    const own = releasesOfPage(e).flatMap((v) => pulls.releases.get(v) ?? []);
    const undoneHere = undoneWithin(e, pulls);
    shippedOn.set(
      e.version,
      own.filter((p) => !undoneHere.has(p.n)).sort((a, b) => Number(a.n) - Number(b.n)),
    );
    for (const p of own) {
      const revert = pulls.revertedBy.get(p.n);
      const page = revert && pageOf.get(revert.release);
      if (revert && page && page !== e.version) add(p.n, { what: 'rolled back', page, by: revert.pull });
    }
    for (const n of e.fixes ?? []) add(n, { what: 'fixed', page: e.version });
  }
  for (const list of followUps.values()) list.sort((a, b) => compareVersions(a.page, b.page));
  const refs = { pageOf, shippedOn, followUps, issues: new Set(all.flatMap((e) => e.issues ?? [])) };
  known.set(all, { pulls, refs });
  return refs;
}

/** Whether the pull request file reaches a release of the entry (then its list, not `pulls`, holds the numbers). */
const covered = (e: Entry, pulls: PullRequests) =>
  releasesOfPage(e).some((v) => pulls.releases.has(v) || compareVersions(v, pulls.through) <= 0);

/** The pull requests an entry's text may name: those its releases (or a series' patches) shipped. */
function inRange(e: Entry, pulls: PullRequests): Set<string> {
  const releases = e.kind === 'patch' ? releasesOfPage(e) : (e.covers ?? []);
  const listed = covered(e, pulls) ? [] : (e.pulls ?? []);
  return new Set([...releases.flatMap((v) => (pulls.releases.get(v) ?? []).map((p) => p.n)), ...listed]);
}

/** Pull requests a patch page's releases merged and reverted again: with their reverts, they never shipped. */
function undoneWithin(e: Entry, pulls: PullRequests): Set<string> {
  const own = releasesOfPage(e).flatMap((v) => pulls.releases.get(v) ?? []);
  const here = new Set(own.map((p) => p.n));
  return new Set(own.filter((p) => p.reverts && here.has(p.reverts)).flatMap((p) => [p.n, p.reverts!]));
}

/**
 * Problems with what entries say about pull requests, as `file: field: reason` lines: `pulls` only
 * where the pull request file does not reach, `fixes` naming a pull request an earlier release
 * shipped, and a `#number` in the text that is neither an issue nor a pull request of the release.
 */
export function pullProblems(all: Entry[], pulls: PullRequests): string[] {
  const problems: string[] = [];
  const issues = new Set(all.flatMap((e) => e.issues ?? []));
  for (const e of all) {
    const own = inRange(e, pulls);
    const neverShipped = undoneWithin(e, pulls);
    for (const n of new Set(referencedNumbers(e.body)))
      if (neverShipped.has(n))
        problems.push(
          `${e.file}: body: #${n} was reverted before ${e.version} shipped; a change that never reached users is left out`,
        );
      else if (!own.has(n) && !issues.has(n)) {
        const shipped = pulls.byNumber.get(n)?.release;
        problems.push(
          `${e.file}: body: #${n} is ${shipped ? `a pull request of ${shipped}` : 'no pull request or issue the sources know'}, not of ${e.version}; name it on its own release's page`,
        );
      }
    if (e.pulls && covered(e, pulls))
      problems.push(
        `${e.file}: pulls: ${e.version} is covered by sources/pull-requests.json (through ${pulls.through}); its list comes from there, leave pulls out`,
      );
    for (const [i, n] of (e.fixes ?? []).entries()) {
      const shipped = pulls.byNumber.get(n);
      if (!shipped) problems.push(`${e.file}: fixes.${i}: #${n} is no pull request of sources/pull-requests.json`);
      else if (compareVersions(shipped.release, e.version) >= 0)
        problems.push(`${e.file}: fixes.${i}: #${n} shipped in ${shipped.release}, not before ${e.version}`);
    }
  }
  return problems;
}
