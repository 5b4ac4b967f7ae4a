/** The numbers and people the sources attach to one release: facts only, never their wording. */
export interface SourceReferences {
  /** Pull requests of RooCodeInc/Roo-Code (linked as such by a source). */
  pulls: string[];
  /** Issue numbers (`#6889 by @name`: the report a change answers). */
  issues: string[];
  /** GitHub users the sources credit, bots left out. */
  credits: string[];
}

/** The references of one line of a source, under the release the source gives for it. */
export interface SourceLine {
  version: string;
  refs: SourceReferences;
}

export const emptyReferences = (): SourceReferences => ({ pulls: [], issues: [], credits: [] });

// Accounts that are automation, not people: named in words in the prose, never credited.
const BOTS = new Set(['roomote', 'renovate', 'dependabot', 'app', 'github-actions']);
export const isBot = (handle: string) => BOTS.has(handle.toLowerCase()) || handle.toLowerCase().endsWith('[bot]');

const byNumber = (a: string, b: string) => Number(a) - Number(b);

/** Adds values keeping each list unique; numbers end up in ascending order, people in order of appearance. */
export function mergeReferences(into: SourceReferences, add: Partial<SourceReferences>): SourceReferences {
  const union = (a: string[], b: string[] = []) => [...new Set([...a, ...b])];
  into.pulls = union(into.pulls, add.pulls).sort(byNumber);
  into.issues = union(into.issues, add.issues)
    .filter((n) => !into.pulls.includes(n))
    .sort(byNumber);
  const seen = new Set(into.credits.map((c) => c.toLowerCase()));
  for (const c of add.credits ?? []) {
    if (isBot(c) || seen.has(c.toLowerCase())) continue;
    seen.add(c.toLowerCase());
    into.credits.push(c);
  }
  return into;
}

/**
 * Gives every credited person one spelling across releases, the one the sources use most
 * (`CTE` once, `cte` everywhere else), since GitHub names ignore case but a page shows them as written.
 */
export function unifySpelling(releases: Iterable<SourceReferences>): void {
  const list = [...releases];
  const counts = new Map<string, Map<string, number>>();
  for (const name of list.flatMap((r) => r.credits)) {
    const forms = counts.get(name.toLowerCase()) ?? new Map<string, number>();
    counts.set(name.toLowerCase(), forms.set(name, (forms.get(name) ?? 0) + 1));
  }
  const best = (name: string) => [...counts.get(name.toLowerCase())!].sort((a, b) => b[1] - a[1])[0]![0];
  for (const r of list) r.credits = r.credits.map(best);
}

const REPO_LINK = /github\.com\/(?:RooCodeInc|RooVetGit)\/Roo-Code\/(pull|issues)\/(\d+)/g;

/** Pull-request and issue numbers of the Roo Code repository linked in a text. */
export function repositoryLinks(text: string): Pick<SourceReferences, 'pulls' | 'issues'> {
  const pulls: string[] = [];
  const issues: string[] = [];
  for (const m of text.matchAll(REPO_LINK)) (m[1] === 'pull' ? pulls : issues).push(m[2]!);
  return { pulls, issues };
}
