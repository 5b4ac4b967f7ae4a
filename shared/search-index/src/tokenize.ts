// Words are runs of letters and digits joined by _ . - (so `apply_diff`, `.rooignore`, `gpt-4.1` stay whole).
const WORD = /[\p{L}\p{N}]+(?:[._-][\p{L}\p{N}]+)*/gu;
// camelCase and PascalCase boundaries (`fuzzyMatchThreshold`, `LiteLLM`): settings keys are written
// that way in the docs, while readers type them as separate words.
const CAMEL = /(?<=\p{Ll}|\p{N})(?=\p{Lu})|(?<=\p{Lu})(?=\p{Lu}\p{Ll})/u;
const JOINER = /[._-]+/;

// Words too common to tell sections apart. Dropping them at build and query time keeps the index
// smaller and stops a prefix search for "to" from matching every "tool" and "todo".
const STOP_WORDS = new Set('a an and are as at be by for from in is it its of on or that the this to with you your'.split(' '));

/** The whole words of a text, in order, without their parts (the query parser's unit). */
export function words(text: string): string[] {
  return Array.from(text.matchAll(WORD), (m) => m[0]);
}

/** The parts of a compound word (`apply_diff` → apply, diff; `diffEnabled` → diff, Enabled); empty for a simple word. */
export function wordParts(word: string): string[] {
  const parts = word
    .split(JOINER)
    .flatMap((p) => p.split(CAMEL))
    .filter((p) => p.length > 0);
  return parts.length > 1 ? parts : [];
}

/**
 * Splits text into search terms: each compound identifier is kept whole and also split into its
 * parts, so `apply_diff` is found by `apply_diff`, `apply` and `diff`. Used identically when a
 * shard is built and when it is queried (MiniSearch cannot serialise a function).
 */
export function tokenize(text: string): string[] {
  const out: string[] = [];
  for (const word of words(text)) out.push(word, ...wordParts(word));
  return out;
}

/** Lower-cases terms and drops stop words; keeps `.` inside identifiers (`gpt-4.1`, `v3.28`). */
export function processTerm(term: string): string | null {
  const t = term.toLowerCase().replace(/^[._-]+|[._-]+$/g, '');
  return t.length > 0 && !STOP_WORDS.has(t) ? t : null;
}
