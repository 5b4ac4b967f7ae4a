import type { PullKind, PullRequest } from '../pull-request-data.ts';
import { compareVersions } from '../version.ts';
import { pullOfSubject } from './pull-releases.ts';

/** One commit of the main line as `git log` prints it with {@link GIT_LOG_FORMAT} and `--name-only`. */
export interface Commit {
  sha: string;
  parents: string[];
  authorName: string;
  authorEmail: string;
  subject: string;
  body: string;
  files: string[];
}

/** The `git log` format {@link parseGitLog} reads: a record separator, then unit-separated fields. */
export const GIT_LOG_FORMAT = '%x1e%H%x1f%P%x1f%an%x1f%ae%x1f%s%x1f%b%x1f';

export function parseGitLog(text: string): Commit[] {
  return text
    .split('\x1e')
    .filter((r) => r.trim())
    .map((record) => {
      const [sha = '', parents = '', authorName = '', authorEmail = '', subject = '', body = '', files = ''] =
        record.split('\x1f');
      const list = (text: string, by: RegExp) => text.split(by).filter(Boolean);
      return {
        sha,
        parents: list(parents, /\s+/),
        authorName,
        authorEmail,
        subject,
        body: body.trim(),
        files: list(files, /\n/),
      };
    });
}

// GitHub's own addresses: `57051444+daniel-lxs@users.noreply.github.com`, `mrubens@users.noreply.github.com`.
const NOREPLY = /^(?:\d+\+)?([^@]+)@users\.noreply\.github\.com$/i;
// `Merge pull request #42 from user/branch`; a branch of the project's own repository names the organisation.
const MERGE_FROM = /^Merge pull request #\d+ from ([A-Za-z0-9-]+)\//;
const ORGANISATIONS = new Set(['roovetgit', 'roocodeinc']);

/** A git identity: the name and address a commit records for its author. */
export interface Identity {
  name: string;
  email: string;
}

/**
 * Finds the GitHub user behind a git identity, learnt from the whole history: GitHub's own
 * addresses, any address also used under a name that is a known GitHub user (`cte` and
 * `Chris Estreich` share one), an address named after a credited user, and last the address of
 * branches one fork's owner had merged (`forkOwner`, see fork-heads.ts). An identity that points
 * to two users is left out rather than guessed.
 */
export function githubUsers(
  identities: Identity[],
  known: Iterable<string>,
  forkOwner: (email: string) => string | null = () => null,
): (who: Identity) => string | null {
  const users = new Map([...known].map((u) => [u.toLowerCase(), u]));
  for (const { email } of identities) {
    const u = NOREPLY.exec(email)?.[1];
    if (u && !users.has(u.toLowerCase())) users.set(u.toLowerCase(), u);
  }
  const byEmail = new Map<string, Set<string>>();
  const byName = new Map<string, Set<string>>();
  const note = (map: Map<string, Set<string>>, key: string, user: string) => map.set(key, (map.get(key) ?? new Set()).add(user));
  for (const { name, email } of identities) {
    const user = NOREPLY.exec(email)?.[1] ?? users.get(name.toLowerCase());
    if (!user) continue;
    note(byEmail, email.toLowerCase(), user);
    note(byName, name, user);
  }
  const only = (set: Set<string> | undefined) => (set?.size === 1 ? [...set][0]! : null);
  // An address whose local part is a credited user's name (`hassoncs@…`) is theirs.
  const credited = new Map([...known].map((u) => [u.toLowerCase(), u]));
  const byLocalPart = (email: string) => credited.get(email.split('@')[0]!.toLowerCase()) ?? null;
  return ({ name, email }) =>
    NOREPLY.exec(email)?.[1] ??
    only(byEmail.get(email.toLowerCase())) ??
    only(byName.get(name)) ??
    users.get(name.toLowerCase()) ??
    byLocalPart(email) ??
    forkOwner(email);
}

/**
 * The GitHub user who opened a pull request, as far as its merge commit tells (for a merge commit
 * the script records the author of the merged branch); null when it names no GitHub account.
 */
export function authorOf(commit: Commit, userOf: (who: Identity) => string | null): string | null {
  return forkOf(commit.subject) ?? userOf({ name: commit.authorName, email: commit.authorEmail });
}

/** The owner of the fork a merge commit's subject names; null for a branch of the project's own repository. */
export function forkOf(subject: string): string | null {
  const owner = MERGE_FROM.exec(subject)?.[1];
  return owner && !ORGANISATIONS.has(owner.toLowerCase()) ? owner : null;
}

// `feat(chat): …`, `fix!: …`: a conventional commit's type.
const CONVENTIONAL = /^(\w+)(?:\([^)]*\))?!?:\s*/;
const INTERNAL_TYPES = new Set(['chore', 'ci', 'test', 'tests', 'build', 'docs', 'doc', 'refactor', 'style', 'release', 'evals']);
const RELEASE_CHORE =
  /changeset|version bump|^update changelog|^(release|version)\s+v?\d|^prepare (for )?(the )?(v?\d|release)|^v?\d+\.\d+(\.\d+)?$/i;
// What ships in the extension: its code, the webview and the packages bundled into them, tests aside.
const SHIPPED = /^(src|webview-ui\/src|packages\/(?!evals\/)[^/]+\/src)\//;
const TEST_FILE = /(^|\/)(__tests__|__mocks__|test|tests|e2e)\/|\.(test|spec)\.[cm]?[jt]sx?$/;
// Build and test set-up beside the shipped code: `vitest.config.ts`, `jest.setup.js`, `setupTests.ts`.
const TOOLING_FILE = /(^|\/)[^/]*\.config\.[cm]?[jt]s$|(^|\/)(vitest|jest)\.setup\.[cm]?[jt]s$|(^|\/)setupTests\.[jt]s$/;
const shipsCode = (file: string) =>
  SHIPPED.test(file) && !TEST_FILE.test(file) && !TOOLING_FILE.test(file) && !file.endsWith('.md');

const MERGED_BRANCH = /^Merge pull request #\d+ from \S+?([^/\s]+)$/;

/** The line that names a pull request: a merge commit keeps its title in the body, a squash in its subject. */
const titleLine = (commit: Commit) => (MERGE_FROM.test(commit.subject) ? commit.body.split('\n')[0] || '' : commit.subject);

/**
 * The title a merge commit gives its pull request, without the number or a conventional prefix. A
 * merge commit with an empty body has only its branch's name to go by.
 */
export function titleOf(commit: Commit): string {
  const branch = MERGED_BRANCH.exec(commit.subject)?.[1]?.replace(/[-_]+/g, ' ');
  const title = (titleLine(commit) || branch || '')
    .replace(/\s*\(#\d+\)\s*$/, '')
    .replace(/^#+\s*/, '')
    .replace(CONVENTIONAL, '')
    .trim();
  return title ? title[0]!.toUpperCase() + title.slice(1) : `Pull request ${pullOfSubject(commit.subject)}`;
}

/**
 * What a pull request is to a reader: internal when it is a chore by its type or touches nothing
 * the extension ships (tests, CI, the website, the project's own modes); else a feature or fix by
 * its type or first word, else a change.
 */
export function kindOf(commit: Commit): PullKind {
  const subject = titleLine(commit).replace(/\s*\(#\d+\)\s*$/, '');
  const type = CONVENTIONAL.exec(subject)?.[1]?.toLowerCase();
  if ((type && INTERNAL_TYPES.has(type)) || RELEASE_CHORE.test(subject.replace(CONVENTIONAL, ''))) return 'internal';
  if (commit.files.length && !commit.files.some(shipsCode)) return 'internal';
  if (type === 'feat' || type === 'feature') return 'feature';
  if (type === 'fix' || type === 'bugfix' || type === 'hotfix' || /^(fix|fixes|fixed|bug)\b/i.test(subject)) return 'fix';
  return 'change';
}

const REVERTS_COMMIT = /This reverts commit ([0-9a-f]{7,40})/;
const REVERT_QUOTED = /^Revert "(.+)"(?:\s*\(#\d+\))?\s*$/;

/** A title as reverts quote it, reduced to what they keep: no numbers, no conventional prefix, any case. */
export const titleKey = (title: string) =>
  title
    .replace(/\s*\(#\d+\)/g, '')
    .replace(CONVENTIONAL, '')
    .trim()
    .toLowerCase();

/**
 * The pull request a revert undoes, among those `merged` before it: the commit its body names, the
 * pull request whose title it quotes (`Revert "feat: add sse mcp support"`), or a number inside its
 * subject (`Revert PR #7188 - …`). Null for a commit that is no revert or names nothing merged.
 */
export function revertedPull(
  commit: Commit,
  bySha: Map<string, string>,
  byTitle: Map<string, string>,
  merged: (n: string) => boolean = () => true,
): string | null {
  // A merge commit keeps the revert's title in its body and the reverted number in its branch name.
  const line = titleLine(commit);
  if (!/^Revert\b/i.test(line)) return null;
  const own = pullOfSubject(commit.subject);
  const sha = REVERTS_COMMIT.exec(commit.body)?.[1];
  const quoted = REVERT_QUOTED.exec(line)?.[1];
  const candidates = [
    ...(sha ? [...bySha].filter(([full]) => full.startsWith(sha)).map(([, n]) => n) : []),
    ...(quoted ? [byTitle.get(titleKey(quoted))].filter((n): n is string => !!n) : []),
    ...[...`${line} ${commit.subject}`.matchAll(/#(\d+)|\/revert-(\d+)-/g)].map((m) => (m[1] ?? m[2])!),
  ];
  return candidates.find((n) => n !== own && merged(n)) ?? null;
}

/** The commits one release tag added to the main line (those no earlier tag holds). */
export interface TagLog {
  version: string;
  commits: Commit[];
}

/**
 * Every pull request merged into the main line, under the first release (in version order) whose
 * new commits hold its merge, with its title, author, kind and the pull request it reverts.
 */
export function pullRequestsOfTags(tags: TagLog[], userOf: (who: Identity) => string | null): Record<string, PullRequest[]> {
  const ordered = [...tags].sort((a, b) => compareVersions(a.version, b.version));
  const bySha = new Map<string, string>();
  const byTitle = new Map<string, string>();
  const seen = new Set<string>();
  const out: Record<string, PullRequest[]> = {};
  for (const tag of ordered) {
    // git log lists a tag's commits newest first; reverts are resolved against what merged before them.
    for (const commit of [...tag.commits].reverse()) {
      const n = pullOfSubject(commit.subject);
      if (!n || seen.has(n)) continue;
      seen.add(n);
      // Only a pull request an earlier commit merged can be rolled back on a page.
      const reverts = revertedPull(commit, bySha, byTitle, (m) => seen.has(m));
      const pull: PullRequest = { n, title: titleOf(commit), author: authorOf(commit, userOf), kind: kindOf(commit) };
      if (reverts) pull.reverts = reverts;
      (out[tag.version] ??= []).push(pull);
      bySha.set(commit.sha, n);
      byTitle.set(titleKey(titleLine(commit)), n);
    }
    out[tag.version]?.sort((a, b) => Number(a.n) - Number(b.n));
  }
  return out;
}
