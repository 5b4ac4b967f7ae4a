import { stemmer } from 'stemmer';
import type { PullRequest } from '../pull-request-data.ts';

// Words every change or title uses, which say nothing about which change a title is.
const STOP = new Set(
  (
    'a an and are as at be by can for from has have in into is it its no not now of on or that the their them this to ' +
    'was were when which while with without you your roo code cline add adds added fix fixes fixed update updates updated ' +
    'support supports improve improves improved better new use uses make makes allow allows ensure when more also one ' +
    'option options setting settings feat chore pr thanks contributed reported requested implemented by issue ' +
    'issues bug bugs edge case cases handle handles handling properly correct correctly work works working'
  ).split(' '),
);

// Automation's names as a page writes them in words (`by Roomote`), as a page's text holds them.
const BOT_WORDS: Record<string, string> = {
  'roomote[bot]': 'roomote',
  'renovate[bot]': 'renovate',
  'dependabot[bot]': 'dependabot',
  'github-actions[bot]': 'github-actions',
};

/**
 * The stems of a text's words: Markdown links count by their words and the last part of their
 * address (`/providers/bedrock`), components by their id (`<Setting id="maxImageFileSize"/>`),
 * identifiers split (`read_file`, `apiConfig`) and kept whole.
 */
export function stemsOf(text: string): string[] {
  const prepared = text
    .replace(/\]\(([^)]*)\)/g, (_, url: string) => ` ${url.split(/[/#]/).filter(Boolean).at(-1) ?? ''} `)
    .replace(/<\w+[^>]*\bid="([^"]+)"[^>]*\/?>/g, ' $1 ')
    .replace(/https?:\/\/\S+/g, ' ')
    .replace(/@[\w-]+/g, ' ')
    .replace(/#\d+/g, ' ');
  const out: string[] = [];
  for (const raw of prepared.match(/[A-Za-z][A-Za-z0-9_.-]*[A-Za-z0-9]|[A-Za-z]/g) ?? []) {
    const parts = raw.split(/[_.-]|(?<=[a-z0-9])(?=[A-Z])/).filter(Boolean);
    for (const word of new Set([raw, ...parts])) {
      const lower = word.toLowerCase();
      if (lower.length < 2 || STOP.has(lower)) continue;
      out.push(stemmer(lower));
    }
  }
  return out;
}

/** GitHub users and bots a change's text credits, lower case (`thanks @a`, `by Roomote`). */
export function creditedIn(text: string): Set<string> {
  const users = [...text.matchAll(/(?<![\w/])@([A-Za-z0-9][A-Za-z0-9-]{0,38})/g)].map((m) => m[1]!.toLowerCase());
  const bots = Object.values(BOT_WORDS).filter((w) => new RegExp(`\\b${w}\\b`, 'i').test(text));
  return new Set([...users, ...bots]);
}

/** How much a word tells, from how many of all the titles hold it (rarer tells more). */
export function wordWeights(titles: readonly string[]): (stem: string) => number {
  const df = new Map<string, number>();
  for (const t of titles) for (const s of new Set(stemsOf(t))) df.set(s, (df.get(s) ?? 0) + 1);
  const n = titles.length;
  return (stem) => Math.log((n + 1) / ((df.get(stem) ?? 0) + 1));
}

/** How well a change explains a pull request: the weighted share of its title's words the change has, plus its author. */
export function pullScore(
  unit: { stems: ReadonlySet<string>; credited: ReadonlySet<string> },
  pull: Pick<PullRequest, 'title' | 'author'>,
  weight: (stem: string) => number,
): number {
  const title = [...new Set(stemsOf(pull.title))];
  const total = title.reduce((sum, s) => sum + weight(s), 0);
  const shared = title.filter((s) => unit.stems.has(s)).reduce((sum, s) => sum + weight(s), 0);
  const author = pull.author && unit.credited.has((BOT_WORDS[pull.author] ?? pull.author).toLowerCase());
  const share = total ? shared / total : 0;
  // One shared word is chance in a long feature text: a title must share two, or one and its
  // author, and most of its weight; a credit alone never places it.
  const words = title.filter((s) => unit.stems.has(s)).length;
  if (words < (author ? 1 : 2) || share < MIN_SHARE) return 0;
  return share + (author ? AUTHOR_BONUS : 0);
}

/** What a matching author adds to a score: a credit alone is not enough, a credit and one shared word are. */
export const AUTHOR_BONUS = 0.4;
/** The least score a pull request is placed with, and how far ahead of the next change it must be. */
export const MIN_SCORE = 0.65;
/** The least weighted share of a title's words a change must have, whoever wrote it. */
export const MIN_SHARE = 0.4;
export const MIN_LEAD = 0.2;

export interface PullPlacement {
  n: string;
  /** Index of the change it is placed on. */
  unit: number;
  score: number;
  /** The best score of any other change. */
  runnerUp: number;
}

/**
 * Places each pull request on the change that explains it best, when that change explains it well
 * and clearly better than any other; the others are left for the page's list of the rest.
 */
export function matchPulls(
  units: readonly { text: string }[],
  pulls: readonly Pick<PullRequest, 'n' | 'title' | 'author'>[],
  weight: (stem: string) => number,
): PullPlacement[] {
  const prepared = units.map((u) => ({ stems: new Set(stemsOf(u.text)), credited: creditedIn(u.text) }));
  const out: PullPlacement[] = [];
  for (const pull of pulls) {
    const scores = prepared.map((u) => pullScore(u, pull, weight));
    const best = scores.reduce((bi, s, i) => (s > scores[bi]! ? i : bi), 0);
    const score = scores[best] ?? 0;
    const runnerUp = Math.max(0, ...scores.filter((_, i) => i !== best));
    if (score >= MIN_SCORE && score - runnerUp >= MIN_LEAD) out.push({ n: pull.n, unit: best, score, runnerUp });
  }
  return out;
}
