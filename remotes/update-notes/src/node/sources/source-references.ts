/** The numbers and people the sources attach to one release: facts only, never their wording. */
export interface SourceReferences {
  /** Pull requests of RooCodeInc/Roo-Code (linked as such by a source). */
  pulls: string[];
  /** Issue numbers (`#6889 by @name`: the report a change answers). */
  issues: string[];
  /** GitHub users the sources credit, bots left out. */
  credits: string[];
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

const REPO_LINK = /github\.com\/(?:RooCodeInc|RooVetGit)\/Roo-Code\/(pull|issues)\/(\d+)/g;

/** Pull-request and issue numbers of the Roo Code repository linked in a text. */
export function repositoryLinks(text: string): Pick<SourceReferences, 'pulls' | 'issues'> {
  const pulls: string[] = [];
  const issues: string[] = [];
  for (const m of text.matchAll(REPO_LINK)) (m[1] === 'pull' ? pulls : issues).push(m[2]!);
  return { pulls, issues };
}
