import { readFileSync } from 'node:fs';

interface Positioned {
  message?: string;
  reason?: string;
  line?: number;
  column?: number;
  place?: { line?: number; column?: number; start?: { line?: number; column?: number } };
}

/** Where an MDX (vfile) message says it is, and its reason: its own fields, then its place. */
export function messagePlace(error: unknown): { line?: number; column?: number; reason: string } {
  const e = (error ?? {}) as Positioned;
  return {
    line: e.line ?? e.place?.start?.line ?? e.place?.line,
    column: e.column ?? e.place?.start?.column ?? e.place?.column,
    reason: e.reason ?? e.message ?? String(error),
  };
}

/**
 * `file:line: message (rendering <route>)` for an error thrown while a page renders. The compiled
 * code has no map back to the MDX, so for "X is not defined" the line is where the page first uses X.
 */
export function renderError(file: string, absoluteFile: string, route: string, error: unknown): Error {
  const message = error instanceof Error ? error.message : String(error);
  const name = /^(\w+) is not defined$/.exec(message)?.[1];
  let line: number | undefined;
  if (name) {
    const lines = readFileSync(absoluteFile, 'utf8').split('\n');
    const at = lines.findIndex((l) => new RegExp(`[{<\\s]${name}\\b`).test(l));
    if (at >= 0) line = at + 1;
  }
  return new Error(`${file}${line ? `:${line}` : ''}: ${message} (rendering ${route})`, { cause: error });
}
