import { readFileSync } from 'node:fs';
import { messagePlace } from '@roo-docs/section-build';

/** An error in a writer's file, where it is: shown in the terminal and in the browser's overlay. */
export interface SourceError {
  /** Path from the repository root. */
  file: string;
  line?: number;
  column?: number;
  reason: string;
}

/** Reads the place from an MDX (vfile) message or a `file:line:col:` prefix in the message. */
export function sourceErrorOf(file: string, error: unknown): SourceError {
  let { line, column, reason } = messagePlace(error);
  const prefixed = /^[^\s:]+\.mdx:(\d+)(?::(\d+))?: ([\s\S]*)$/.exec(reason);
  if (prefixed) {
    line ??= Number(prefixed[1]);
    column ??= prefixed[2] ? Number(prefixed[2]) : undefined;
    reason = prefixed[3]!;
  }
  return { file, line, column, reason: reason.replace(/^[^\s:]+\.mdx: /, '') };
}

/** `file:line:column: reason`, then the line's own text (when the file can be read). */
export function formatSourceError(error: SourceError, repoRoot: string): string {
  const where = [error.file, error.line, error.line ? error.column : undefined].filter((p) => p !== undefined).join(':');
  const text = error.line ? lineOf(`${repoRoot}/${error.file}`, error.line) : null;
  return `${where}: ${error.reason}${text === null ? '' : `\n  ${error.line} | ${text}`}`;
}

function lineOf(path: string, line: number): string | null {
  try {
    return readFileSync(path, 'utf8').split('\n')[line - 1] ?? null;
  } catch {
    return null;
  }
}
