import { SEARCH_SKIP_CLASS } from '@roo-docs/section-build';
import { changeUnits, type ChangeUnit } from './change-units.ts';
import type { PullRequest } from './pull-request-data.ts';
import { referencedNumbers } from './references.ts';

/** Class of the line that names a pull request under its change (muted by the site's stylesheet). */
export const PULL_REF_CLASS = 'pull-ref';

export interface PullsOnChanges {
  /** The body with each cited pull request's line under its change, and its bare number gone from the text. */
  body: string;
  /** The pull requests placed on a change, by number. */
  placed: ReadonlySet<string>;
}

// A credit naming only people (or Roomote): `thanks @a and @b`, `implemented by @c`, `contributed by Roomote`.
const CREDIT =
  /^(?:thanks|(?:contributed|implemented|fixed|made) by|by)\s+((?:@[A-Za-z0-9-]+|Roomote)(?:\s+and\s+(?:@[A-Za-z0-9-]+|Roomote))*)$/;
// A `(…)` group of prose, with the space before it: where an entry cites its numbers.
const GROUP = /\s?\(([^()]*)\)/g;

/**
 * The references of a change without the pull requests its list now names: `(#6167; contributed
 * by Roomote)` becomes `(contributed by Roomote)`, `(#6263, #6286)` goes. Issues, people and any
 * number outside a `(…)` group stay; inline code is left alone.
 */
export function withoutPlacedNumbers(
  text: string,
  placed: ReadonlySet<string>,
  authors: ReadonlySet<string> = new Set(),
): string {
  const isPlaced = (piece: string) => {
    const m = /^#(\d+)$/.exec(piece.trim());
    if (m) return placed.has(m[1]!);
    // A credit of the people the lines name as authors: `thanks @a and @b`, `contributed by Roomote`.
    const credit = CREDIT.exec(piece.trim());
    const names = credit?.[1]!.split(/\s+and\s+/).map((n) => n.replace(/^@/, '').toLowerCase());
    return Boolean(names?.every((n) => authors.has(n)));
  };
  return text
    .split(/(`[^`]*`)/)
    .map((part, i) =>
      i % 2
        ? part
        : part.replace(GROUP, (whole, inner: string) => {
            const clauses = inner.split(';').map((c) => c.split(',').filter((piece) => !isPlaced(piece)));
            if (clauses.every((c, j) => c.length === inner.split(';')[j]!.split(',').length)) return whole;
            const kept = clauses.map((c) => c.map((p) => p.trim()).join(', ')).filter(Boolean);
            return kept.length ? `${whole.startsWith('(') ? '' : whole[0]}(${kept.join('; ')})` : '';
          }),
    )
    .join('');
}

/** How a change's text names a pull request's author, lower case: a GitHub user, or Roomote for its bot. */
const authorName = (author: string | null) =>
  author === 'roomote[bot]' ? 'roomote' : author && !author.endsWith('[bot]') ? author.toLowerCase() : undefined;

/** The Markdown list of a change's pull requests, as nested items of a list item or a list of its own. */
function pullList(unit: ChangeUnit, lines: string[]): string {
  const items = lines.map((l) => `* <span className="${SEARCH_SKIP_CLASS} ${PULL_REF_CLASS}">${l}</span>`);
  // A different bullet from the entry's `-` makes this a list of its own, never part of the one above.
  return unit.kind === 'item' ? items.map((l) => `\n${unit.indent}${l}`).join('') : `\n\n${items.join('\n')}`;
}

/**
 * Puts each pull request an entry's change cites under that change, with `line(pull)` (its title
 * and author), on the first change that cites it. `shipped` are the release's pull requests that
 * reached users; an issue number or a pull request of another release stays as the text has it.
 * The lines are returned as placeholders (`mark(i)`) the caller fills in after it links the text,
 * so a title's own `@` or `#` is never read as a reference.
 */
export function pullsOnChanges(
  body: string,
  shipped: readonly PullRequest[],
  mark: (i: number) => string,
): PullsOnChanges & { lines: PullRequest[] } {
  const byNumber = new Map(shipped.map((p) => [p.n, p]));
  const placed = new Set<string>();
  const lines: PullRequest[] = [];
  // Every edit as a range of the original body and its new text: the list after a change, and
  // its parts without the numbers the list now holds.
  const edits: { start: number; end: number; text: string; order: number }[] = [];
  // A body that cites none of its release's pull requests is left as it is, unparsed.
  if (!referencedNumbers(body).some((n) => byNumber.has(n))) return { body, placed, lines };
  changeUnits(body).forEach((unit, order) => {
    const own = new Set(unit.cites.filter((n) => byNumber.has(n) && !placed.has(n)));
    if (!own.size) return;
    const marks = [...own].map((n) => {
      placed.add(n);
      lines.push(byNumber.get(n)!);
      return mark(lines.length - 1);
    });
    edits.push({ start: unit.insertAt, end: unit.insertAt, text: pullList(unit, marks), order });
    // The lines name their authors: a credit of exactly those people leaves the text too.
    const authors = new Set([...own].flatMap((n) => authorName(byNumber.get(n)!.author) ?? []));
    for (const { start, end } of unit.parts)
      edits.push({ start, end, text: withoutPlacedNumbers(body.slice(start, end), own, authors), order });
  });
  // From the end of the body back, so each edit's offsets still hold. A feature's list goes where
  // its last item's does, after it: the later change's edit is made first.
  edits.sort((a, b) => b.start - a.start || b.order - a.order);
  let out = body;
  for (const { start, end, text } of edits) out = `${out.slice(0, start)}${text}${out.slice(end)}`;
  return { body: out, placed, lines };
}
