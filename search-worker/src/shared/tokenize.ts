// Words are runs of letters and digits joined by _ . - (so `apply_diff`, `.rooignore`, `gpt-4.1` stay whole).
const TOKEN = /[\p{L}\p{N}]+(?:[._-][\p{L}\p{N}]+)*/gu;

/**
 * Splits text into search terms: each compound identifier is kept whole and also split into its
 * parts, so `apply_diff` is found by `apply_diff`, `apply` and `diff`. Used identically when a
 * shard is built and when it is queried (MiniSearch cannot serialise a function).
 */
export function tokenize(text: string): string[] {
  const out: string[] = [];
  for (const match of text.matchAll(TOKEN)) {
    const word = match[0];
    out.push(word);
    if (/[._-]/.test(word)) for (const part of word.split(/[._-]+/)) if (part) out.push(part);
  }
  return out;
}

/** Lower-cases terms; keeps `.` inside identifiers so `.rooignore` and `rooignore` both match via the parts. */
export function processTerm(term: string): string | null {
  const t = term.toLowerCase().replace(/^[._-]+|[._-]+$/g, '');
  return t.length ? t : null;
}
