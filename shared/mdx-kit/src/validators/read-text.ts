import { parse as parseYaml } from 'yaml';

/** Largest text the checker reads; real files are a few KB, and the YAML parser slows with size. */
export const MAX_CHARS = 200_000;
/** Deepest nesting of lists and maps the checker accepts; the assistant's files nest about six deep. */
export const MAX_DEPTH = 64;
/** Indentation beyond this is nesting no real file has, and it makes the YAML parser crawl. */
const MAX_INDENT = 256;

export type ReadResult = { ok: true; value: unknown; syntax: 'yaml' | 'json' } | { ok: false; refused: boolean; message: string };

const refuse = (message: string): ReadResult => ({ ok: false, refused: true, message });

// The assistant cleans these from .roomodes files before parsing (CustomModesManager, 3.28.17).
const LOOKALIKES = /[\u00A0\u200B\u200C\u2010-\u2015\u2212\u2018\u2019\u201C\u201D]|\u200D/g;
function cleanLookalikes(text: string): string {
  return text.replace(LOOKALIKES, (c) => {
    if (c === '\u00A0') return ' ';
    if (c === '\u2018' || c === '\u2019') return "'";
    if (c === '\u201C' || c === '\u201D') return '"';
    return c >= '\u200B' && c <= '\u200D' ? '' : '-';
  });
}

/** Deepest bracket nesting outside quoted strings; a cheap scan before any parser sees the text. */
export function bracketDepth(text: string): number {
  let depth = 0;
  let max = 0;
  let quote = '';
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quote) {
      if (c === '\\' && quote === '"') i++;
      else if (c === quote || c === '\n') quote = '';
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '[' || c === '{') max = Math.max(max, ++depth);
    else if ((c === ']' || c === '}') && depth > 0) depth--;
  }
  return max;
}

function deepestIndent(text: string): number {
  let max = 0;
  for (const line of text.split('\n')) max = Math.max(max, line.length - line.trimStart().length);
  return max;
}

/** Nesting depth of a parsed value, walked without recursion. */
export function valueDepth(value: unknown): number {
  let max = 0;
  const stack: Array<[unknown, number]> = [[value, 0]];
  while (stack.length) {
    const [v, d] = stack.pop()!;
    if (v === null || typeof v !== 'object') continue;
    max = Math.max(max, d + 1);
    if (max > MAX_DEPTH) return max;
    for (const child of Object.values(v)) stack.push([child, d + 1]);
  }
  return max;
}

/**
 * Reads a pasted file the way the assistant does: JSON, or for YAML files YAML with the
 * assistant's clean-up of typographic lookalikes. Oversized, overly nested and alias-bomb input
 * is refused with the reason before it can stall the page.
 */
export function readText(text: string, yamlAllowed: boolean): ReadResult {
  if (text.length > MAX_CHARS)
    return refuse(
      `This text has ${text.length.toLocaleString('en')} characters; the checker reads files up to ${MAX_CHARS.toLocaleString('en')}.`,
    );
  if (bracketDepth(text) > MAX_DEPTH || deepestIndent(text) > MAX_INDENT)
    return refuse(`This text nests deeper than ${MAX_DEPTH} levels; no file of the assistant does.`);
  const source = text.replace(/^\uFEFF/, '');
  let value: unknown;
  let syntax: 'yaml' | 'json' = 'json';
  try {
    value = JSON.parse(source);
  } catch (jsonError) {
    if (!yamlAllowed) return { ok: false, refused: false, message: `Not valid JSON: ${(jsonError as Error).message}` };
    try {
      value = parseYaml(cleanLookalikes(source)) ?? {};
      syntax = 'yaml';
    } catch (yamlError) {
      if (yamlError instanceof ReferenceError)
        return refuse('This YAML expands its aliases too many times, as a resource exhaustion attack does.');
      // The parser's first line names the problem and its line and column; the rest is an excerpt.
      const message = ((yamlError as Error).message.split('\n')[0] ?? '').replace(/:$/, '');
      return { ok: false, refused: false, message: `Not valid YAML or JSON: ${message}` };
    }
  }
  if (valueDepth(value) > MAX_DEPTH)
    return refuse(`This file nests deeper than ${MAX_DEPTH} levels; no file of the assistant does.`);
  return { ok: true, value, syntax };
}
