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

/** Number → release, the inverse of {@link PullReleases}. */
export function releaseOfPull(releases: PullReleases): Map<string, string> {
  const out = new Map<string, string>();
  for (const [version, pulls] of Object.entries(releases)) for (const n of pulls) out.set(n, version);
  return out;
}
