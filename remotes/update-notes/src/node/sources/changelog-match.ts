import type { PullRequest } from '../pull-request-data.ts';
import { lineReferences } from './changelog.ts';
import { creditedIn, MIN_LEAD, MIN_SCORE, MIN_SHARE, pullScore, stemsOf } from './match-pulls.ts';

/** A line of the CHANGELOG, or a change of an entry, read for matching. */
interface Read {
  stems: Set<string>;
  credited: Set<string>;
  numbers: Set<string>;
}

const read = (text: string, numbers: readonly string[]): Read => ({
  stems: new Set(stemsOf(text)),
  credited: creditedIn(text.replace(/\bPR by\b/g, '')),
  numbers: new Set(numbers),
});

/** The change lines of one release's section of a CHANGELOG.md (`## [3.19.0] - 2025-05-29`). */
export function changelogSection(text: string, version: string): string[] {
  const lines = text.split('\n');
  const start = lines.findIndex((l) => new RegExp(`^## \\[${version.replace(/\./g, '\\.')}[\\] ]`).test(l));
  if (start < 0) return [];
  const end = lines.findIndex((l, i) => i > start && /^## \[/.test(l));
  return lines.slice(start + 1, end < 0 ? undefined : end).filter((l) => /^\s*[-*]\s/.test(l));
}

// People the CHANGELOG and an entry both credit say as much as a rare word; an issue both name, more.
const SHARED_CREDIT = 0.3;
const SHARED_NUMBER = 0.4;
// A CHANGELOG line is terser than the entry that restates it in its own words: a change that
// holds less of the line (MIN_SHARE) is enough, where no other change comes near (MIN_LEAD).
const UNIT_SCORE = MIN_SHARE;
const REPORTED = /#\d+ by @[\w-]+/g;

/**
 * How surely a change of an entry states what a CHANGELOG line states: the weighted share of the
 * line's words the change has, plus the people and issue numbers both name. Two shared words at
 * least, or one and a shared credit or number: one common word is chance.
 */
export function lineScore(unit: Read, line: Read, weight: (stem: string) => number): number {
  const stems = [...line.stems];
  const total = stems.reduce((sum, s) => sum + weight(s), 0);
  const sharedStems = stems.filter((s) => unit.stems.has(s));
  const share = total ? sharedStems.reduce((sum, s) => sum + weight(s), 0) / total : 0;
  const credit = [...line.credited].some((c) => unit.credited.has(c)) ? SHARED_CREDIT : 0;
  const number = [...line.numbers].some((n) => unit.numbers.has(n)) ? SHARED_NUMBER : 0;
  if (sharedStems.length < (credit || number ? 1 : 2)) return 0;
  return share + credit + number;
}

/** The index of the clear best score: at least `least`, and `MIN_LEAD` ahead of every other; else -1. */
function clearBest(scores: number[], least: number): number {
  const best = scores.reduce((bi, s, i) => (s > scores[bi]! ? i : bi), 0);
  const runnerUp = Math.max(0, ...scores.filter((_, i) => i !== best));
  return scores[best]! >= least && scores[best]! - runnerUp >= MIN_LEAD ? best : -1;
}

export interface ChangelogPlacement {
  n: string;
  /** Index of the entry change it is placed on. */
  unit: number;
  /** The CHANGELOG line that names it, through which it was matched. */
  line: string;
}

type Line = Read & { text: string; authors: Set<string> };

/** The line a pull request's CHANGELOG entry is: the one naming its number, else the one its title and author clearly match. */
function lineOf(lines: Line[], pull: Pick<PullRequest, 'n' | 'title' | 'author'>, weight: (stem: string) => number) {
  const named = lines.filter((l) => l.numbers.has(pull.n));
  if (named.length) return named.length === 1 ? lines.indexOf(named[0]!) : -1;
  return clearBest(
    lines.map((l) => pullScore({ stems: l.stems, credited: l.authors }, pull, weight)),
    MIN_SCORE,
  );
}

/**
 * The one line that thanks a pull request's author, when the author made no other pull request of
 * the release: a title such as "Update ChatTextArea.tsx" says little, the credit says whose it is.
 */
function lineOfSoleAuthor(lines: Line[], author: string | undefined, release: readonly Pick<PullRequest, 'author'>[]) {
  if (!author || author.endsWith('[bot]')) return -1;
  if (release.filter((p) => p.author?.toLowerCase() === author).length !== 1) return -1;
  const thanking = lines.filter((l) => l.authors.has(author));
  return thanking.length === 1 ? lines.indexOf(thanking[0]!) : -1;
}

/**
 * Places each pull request on the change of the entry that states its CHANGELOG line (the line
 * that names its number, or else the one its title and author clearly match, or else the one that
 * thanks its author when the author has no other pull request in `release`); then on the one
 * change that clearly states that line and shares a word of the title or credits its author.
 * Anything less certain is left for the page's list of the others.
 */
export function placeByChangelog(
  units: readonly { text: string; cites: readonly string[] }[],
  lines: readonly string[],
  pulls: readonly Pick<PullRequest, 'n' | 'title' | 'author'>[],
  weight: (stem: string) => number,
  release: readonly Pick<PullRequest, 'author'>[] = pulls,
): ChangelogPlacement[] {
  const readLines = lines.map((l) => {
    const refs = lineReferences(l);
    // `#6889 by @alecoot` names who reported the issue: a credit of the change, not of its pull request.
    const authors = creditedIn(l.replace(REPORTED, '').replace(/\bPR by\b/g, ''));
    return { text: l, authors, ...read(l, [...refs.pulls, ...refs.issues]) };
  });
  const readUnits = units.map((u) => read(u.text, u.cites));
  const out: ChangelogPlacement[] = [];
  for (const pull of pulls) {
    const author = pull.author?.toLowerCase();
    const found = lineOf(readLines, pull, weight);
    const li = found >= 0 ? found : lineOfSoleAuthor(readLines, author, release);
    if (li < 0) continue;
    const ui = clearBest(
      readUnits.map((u) => lineScore(u, readLines[li]!, weight)),
      UNIT_SCORE,
    );
    if (ui < 0) continue;
    const unit = readUnits[ui]!;
    const title = stemsOf(pull.title);
    if (!title.some((s) => unit.stems.has(s)) && !(author && unit.credited.has(author))) continue;
    out.push({ n: pull.n, unit: ui, line: readLines[li]!.text });
  }
  return out;
}
