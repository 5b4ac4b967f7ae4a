import {
  emptyReferences,
  mergeReferences,
  repositoryLinks,
  type SourceLine,
  type SourceReferences,
} from './source-references.ts';

// `## [3.28.17] - 2025-10-15` or `## [2.2.6 - 2.2.10]`: the first version names the release.
const HEADING = /^## \[(\d+\.\d+\.\d+)(?: - \d+\.\d+\.\d+)?\]/;
// `#6889` on its own: not `Kilo-Org/kilocode#712` (another repository) nor part of a link target.
const NUMBER = /(?<![\w/-])#(\d{1,6})\b/g;
// Credits sit in parentheses: `(thanks @a and @b!)`, `(#8406 by @dmarkey, PR by @roomote)`.
// `\b` only knows ASCII letters, so the Russian thanks (`Спасибо @asychin`) is matched on its own.
const CREDIT_GROUP = /\(([^()]*(?:\b(?:thanks|by)\b|Спасибо)[^()]*)\)/gi;
// `@name`, but not the scope of `@app/roomote` (a bot) or of an npm package.
const HANDLE = /(?<![\w@/.-])@([A-Za-z0-9](?:[A-Za-z0-9-]{0,38}))(?![\w/-])/g;

/** One changelog line's numbers and credited people. */
export function lineReferences(line: string): SourceReferences {
  const links = repositoryLinks(line);
  const credits: string[] = [];
  const issues: string[] = [...links.issues];
  for (const group of line.matchAll(CREDIT_GROUP)) {
    for (const h of group[1]!.matchAll(HANDLE)) credits.push(h[1]!);
  }
  // Numbers inside a link's text are the link's own (already counted from its target).
  const plain = line.replace(/\[#\d+\]\([^)]*\)/g, '');
  for (const n of plain.matchAll(NUMBER)) issues.push(n[1]!);
  return mergeReferences(emptyReferences(), { pulls: links.pulls, issues, credits });
}

/** Every change line of the extension's CHANGELOG.md with its references, under its release's (first) version. */
export function changelogLines(text: string): SourceLine[] {
  const out: SourceLine[] = [];
  let version: string | undefined;
  for (const line of text.split('\n')) {
    const heading = HEADING.exec(line);
    if (heading) version = heading[1]!;
    else if (version && /^\s*[-*]\s/.test(line)) out.push({ version, refs: lineReferences(line) });
  }
  return out;
}

/**
 * The references of every release in the extension's CHANGELOG.md, by the release's (first)
 * version, newest first. A version listed twice (2.2.0) gets the references of both sections.
 */
export function changelogReferences(text: string): Map<string, SourceReferences> {
  const out = new Map<string, SourceReferences>();
  for (const version of text.split('\n').flatMap((l) => HEADING.exec(l)?.[1] ?? [])) out.set(version, emptyReferences());
  for (const { version, refs } of changelogLines(text)) mergeReferences(out.get(version)!, refs);
  return out;
}
