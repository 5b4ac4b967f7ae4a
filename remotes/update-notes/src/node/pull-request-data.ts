import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { formatZodError } from '@roo-docs/schemas';
import { z } from 'zod';
import { compareVersions, PATCH_VERSION } from './version.ts';

/** What a pull request is to a reader; `internal` ones (tests, CI, release chores) are folded away. */
export const PULL_KINDS = ['feature', 'fix', 'change', 'internal'] as const;
export type PullKind = (typeof PULL_KINDS)[number];

const number = z.string().regex(/^[1-9]\d{0,5}$/, 'must be a pull request number such as 6167');
const pullRequestSchema = z
  .object({
    n: number,
    title: z.string().min(1, 'must not be empty'),
    // The GitHub user who opened it; null when its merge commit names no GitHub account.
    author: z.string().min(1).nullable(),
    kind: z.enum(PULL_KINDS),
    reverts: number.optional(),
  })
  .strict();
export type PullRequest = z.infer<typeof pullRequestSchema>;

/** `sources/pull-requests.json`: every pull request of the extension's release tags, by its first release. */
export const pullRequestFileSchema = z
  .object({
    source: z.string().min(1),
    through: z.string().regex(PATCH_VERSION),
    releases: z.record(z.string().regex(PATCH_VERSION, 'must be a patch version'), z.array(pullRequestSchema).min(1)),
  })
  .strict()
  .superRefine((file, ctx) => {
    const seen = new Map<string, string>();
    for (const [release, pulls] of Object.entries(file.releases)) {
      if (compareVersions(release, file.through) > 0)
        ctx.addIssue({ code: 'custom', path: ['releases', release], message: `is after ${file.through}` });
      for (const p of pulls) {
        if (seen.has(p.n))
          ctx.addIssue({ code: 'custom', path: ['releases', release], message: `#${p.n} is also under ${seen.get(p.n)}` });
        seen.set(p.n, release);
      }
    }
    for (const [release, pulls] of Object.entries(file.releases))
      for (const p of pulls)
        if (p.reverts && !seen.has(p.reverts))
          ctx.addIssue({
            code: 'custom',
            path: ['releases', release],
            message: `#${p.n} reverts #${p.reverts}, which no release merged`,
          });
  });
export type PullRequestFile = z.infer<typeof pullRequestFileSchema>;

/** The pull request file with the lookups a page needs. */
export interface PullRequests {
  through: string;
  /** Release → its pull requests, in number order. */
  releases: ReadonlyMap<string, readonly PullRequest[]>;
  /** Number → the pull request and the release that shipped it. */
  byNumber: ReadonlyMap<string, { pull: PullRequest; release: string }>;
  /** Number → the pull request that reverted it and the release of the revert. */
  revertedBy: ReadonlyMap<string, { pull: PullRequest; release: string }>;
}

export function indexPullRequests(file: PullRequestFile): PullRequests {
  const releases = new Map(Object.entries(file.releases));
  const byNumber = new Map<string, { pull: PullRequest; release: string }>();
  for (const [release, pulls] of releases) for (const pull of pulls) byNumber.set(pull.n, { pull, release });
  const revertedBy = new Map<string, { pull: PullRequest; release: string }>();
  for (const entry of byNumber.values()) if (entry.pull.reverts) revertedBy.set(entry.pull.reverts, entry);
  return { through: file.through, releases, byNumber, revertedBy };
}

/** No pull request data: every release lists its `pulls` as numbers (tests, and a section without the file). */
export const NO_PULL_REQUESTS: PullRequests = indexPullRequests({ source: 'none', through: '0.0.0', releases: {} });

export const PULL_REQUEST_FILE = 'sources/pull-requests.json';

// Parsed once per process and file text: the dev server reads it again on each save.
let cached: { text: string; data: PullRequests } | undefined;

/** Reads and checks the remote's pull request file; a bad file names the field and the reason. */
export function readPullRequests(remoteDir: string): PullRequests {
  const text = readFileSync(join(remoteDir, PULL_REQUEST_FILE), 'utf8');
  if (cached?.text === text) return cached.data;
  const parsed = pullRequestFileSchema.safeParse(JSON.parse(text));
  if (!parsed.success)
    throw new Error(`remotes/update-notes/${PULL_REQUEST_FILE}: invalid:\n  ${formatZodError(parsed.error).join('\n  ')}`);
  cached = { text, data: indexPullRequests(parsed.data) };
  return cached.data;
}
