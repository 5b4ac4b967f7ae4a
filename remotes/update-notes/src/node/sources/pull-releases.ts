import { compareVersions } from '../version.ts';

/** The commits one release tag added to the history (those no earlier tag holds), by subject. */
export interface TagCommits {
  version: string;
  subjects: string[];
}

/**
 * Pull requests by the release that first shipped them: `{ "3.23.18": ["5085", …] }`. Each list
 * is in ascending order and no number appears under two releases.
 */
export type PullReleases = Record<string, string[]>;

// A squash merge ends its subject with the pull request's number: `fix: chat focus (#5349)`; a
// merge commit starts with it: `Merge pull request #42 from user/branch`. A revert of a squash
// merge ends with the revert's own number, which is the one that shipped in that commit.
const SQUASH = /\(#(\d+)\)\s*$/;
const MERGE = /^Merge pull request #(\d+) from /;

/** The pull request a commit subject merged, or null for a direct commit. */
export function pullOfSubject(subject: string): string | null {
  return (SQUASH.exec(subject) ?? MERGE.exec(subject))?.[1] ?? null;
}

/**
 * Places each merged pull request under the first release (in version order) whose new commits
 * hold its merge, so a number a later tag repeats (a cherry-pick) stays with its first release.
 */
export function firstReleaseOfPulls(tags: TagCommits[]): PullReleases {
  const seen = new Set<string>();
  const out: PullReleases = {};
  for (const tag of [...tags].sort((a, b) => compareVersions(a.version, b.version))) {
    const found = tag.subjects.map(pullOfSubject).filter((n): n is string => n !== null && !seen.has(n));
    const unique = [...new Set(found)].sort((a, b) => Number(a) - Number(b));
    unique.forEach((n) => seen.add(n));
    if (unique.length) out[tag.version] = unique;
  }
  return out;
}

/** Number → release, the inverse of {@link PullReleases}. */
export function releaseOfPull(releases: PullReleases): Map<string, string> {
  const out = new Map<string, string>();
  for (const [version, pulls] of Object.entries(releases)) for (const n of pulls) out.set(n, version);
  return out;
}
