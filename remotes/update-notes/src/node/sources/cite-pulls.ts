import { changeUnits, type ChangeUnit } from '../change-units.ts';
import type { PullRequest } from '../pull-request-data.ts';
import { matchPulls, type PullPlacement } from './match-pulls.ts';

// The references group a change's first paragraph may end with: `(thanks @a)`, `(#8406, reported by @b)`.
const REFERENCE_GROUP = /(?<=\s)\(([^()]*)\)(\.?)$/;
const HOLDS_REFERENCES = /#\d|@|\b(?:thanks|by|reported|requested|contributed|implemented|fixed)\b/i;

/** A paragraph's text with pull request numbers cited at its end, in the entries' style (`(#6167; thanks @a)`). */
export function citeAtEnd(paragraph: string, numbers: readonly string[]): string {
  const cite = numbers.map((n) => `#${n}`).join(', ');
  const group = REFERENCE_GROUP.exec(paragraph);
  if (group && HOLDS_REFERENCES.test(group[1]!)) {
    const open = group.index + 1;
    return `${paragraph.slice(0, open)}${cite}; ${paragraph.slice(open)}`;
  }
  const stop = /[.!?]$/.test(paragraph) ? paragraph.length - 1 : paragraph.length;
  return `${paragraph.slice(0, stop)} (${cite})${paragraph.slice(stop)}`;
}

export interface CitedBody {
  body: string;
  /** What was placed, by the change's index in `changeUnits(body)` of the body given. */
  placements: PullPlacement[];
  units: ChangeUnit[];
}

/**
 * Cites in an entry body the pull requests of its release that no change names yet, each on the
 * change that explains it (`matchPulls`); a change without a paragraph to cite in is skipped.
 */
export function citePulls(body: string, shipped: readonly PullRequest[], weight: (stem: string) => number): CitedBody {
  const units = changeUnits(body);
  const cited = new Set(units.flatMap((u) => u.cites));
  const open = shipped.filter((p) => !cited.has(p.n));
  const placements = matchPulls(units, open, weight).filter((p) => units[p.unit]!.citeAt !== undefined);
  const byUnit = new Map<number, string[]>();
  for (const p of placements) byUnit.set(p.unit, [...(byUnit.get(p.unit) ?? []), p.n]);
  let out = body;
  // From the end back, so the offsets of earlier changes still hold.
  for (const [i, numbers] of [...byUnit].sort((a, b) => units[b[0]]!.citeAt! - units[a[0]]!.citeAt!)) {
    const end = units[i]!.citeAt!;
    const start = out.lastIndexOf('\n', end - 1) + 1;
    out = `${out.slice(0, start)}${citeAtEnd(
      out.slice(start, end),
      numbers.sort((a, b) => Number(a) - Number(b)),
    )}${out.slice(end)}`;
  }
  return { body: out, placements, units };
}
