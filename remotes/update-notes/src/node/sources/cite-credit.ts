import { creditedIn } from './match-pulls.ts';

// The references group a paragraph ends with (`(#4042; thanks @a)`, `(contributed by Roomote)`),
// and a clause of numbers only.
const END_GROUP = /(?<=\s)\(([^()]*(?:#\d|@|\b(?:thanks|by)\b)[^()]*)\)(\.?)$/;
const LINK = String.raw`\[[^\]]*\]\([^)\s]*\)`;
const SEE_TAIL = new RegExp(String.raw`(?<=[.)])\s+See ${LINK}(?:(?:,\s*|,?\s+and\s+|\s+or\s+)${LINK})*\.?$`);
const NUMBERS_ONLY = /^#\d+(?:,\s*#\d+)*$/;

/**
 * A paragraph's text citing more pull requests in the entries' style, pull requests first:
 * `(#4042)` becomes `(#4042, #4050; thanks @a)` when #4042 is a pull request, `(#8207; #8206,
 * reported by @b)` when the group starts with an issue; a paragraph without references gets
 * `(#4050; thanks @a)`. The authors are thanked only where the paragraph credits no one yet, and
 * bots and unknown authors never by name.
 */
export function citeWithCredit(
  text: string,
  numbers: readonly string[],
  authors: readonly (string | null)[],
  isPull: (n: string) => boolean,
): string {
  // A closing `See [page](/…).` points onward: the change's references go before it.
  const see = SEE_TAIL.exec(text);
  const paragraph = see ? text.slice(0, see.index) : text;
  const tail = see ? text.slice(see.index) : '';
  const people = [...new Set(authors.filter((a): a is string => !!a && !a.endsWith('[bot]')))];
  const thanks = creditedIn(paragraph).size || !people.length ? '' : `; thanks ${people.map((p) => `@${p}`).join(' and ')}`;
  const cite = numbers.map((n) => `#${n}`).join(', ');
  const group = END_GROUP.exec(paragraph);
  if (!group) {
    const stop = /[.!?]$/.test(paragraph) ? paragraph.length - 1 : paragraph.length;
    return `${paragraph.slice(0, stop)} (${cite}${thanks})${paragraph.slice(stop)}${tail}`;
  }
  const inner = group[1]!;
  const [first = '', ...rest] = inner.split(';');
  const pullsFirst = NUMBERS_ONLY.test(first.trim()) && [...first.matchAll(/#(\d+)/g)].every((m) => isPull(m[1]!));
  const cited = pullsFirst ? [`${first.trim()}, ${cite}`, ...rest].join(';') : `${cite}; ${inner}`;
  return `${paragraph.slice(0, group.index)}(${cited}${thanks})${paragraph.slice(group.index + inner.length + 2)}${tail}`;
}
