import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { frontmatterPlace } from './frontmatter-place.ts';
import { messagePlace } from './page-errors.ts';

/**
 * Something wrong in a writer's file, where it is: what the section compiler finds in a page (a
 * page rule, a link, the page's syntax), shown by the dev server's overlay and terminal and
 * refused by the build and the publish, in the same words at the same place.
 */
export interface Problem {
  /** Path from the repository root (`remotes/features/content/features/checkpoints.mdx`). */
  file: string;
  line?: number;
  column?: number;
  /** An error refuses the build; a warning is listed and published. */
  severity: 'error' | 'warning';
  reason: string;
}

/** A problem's place and reason inside its page, before the page's file is known. */
export type PagePlace = Pick<Problem, 'line' | 'column' | 'reason'>;

export const inFile = (file: string, places: readonly PagePlace[], severity: Problem['severity'] = 'error'): Problem[] =>
  places.map((p) => ({ file, severity, ...p }));

/** `file:line:column`, as far as it is known. */
export function placeOf({ file, line, column }: Pick<Problem, 'file' | 'line' | 'column'>): string {
  return [file, line, line ? column : undefined].filter((p) => p !== undefined).join(':');
}

/** A file's text by its path from the repository root, or null; what `formatProblem` quotes the line from. */
export type TextOf = (file: string) => string | null;

/** The files of a checkout, as they are on disk. */
export const textInCheckout =
  (repoRoot: string): TextOf =>
  (file) => {
    try {
      return readFileSync(join(repoRoot, file), 'utf8');
    } catch {
      return null;
    }
  };

/** `file:line:column: reason`, then (given the file's text) the line's own text, as the dev server prints it. */
export function formatProblem(problem: Problem, textOf?: TextOf): string {
  const text = textOf && problem.line ? (textOf(problem.file)?.split('\n')[problem.line - 1] ?? null) : null;
  return `${placeOf(problem)}: ${problem.reason}${text === null ? '' : `\n  ${problem.line} | ${text}`}`;
}

/**
 * The problem an error thrown while reading a page stands for: the place an MDX (vfile) message
 * carries or a `file:line:col:` prefix in its message gives, a frontmatter field's line when the
 * page's text is known, and the reason without the file's name.
 */
export function problemOfError(file: string, error: unknown, text?: string): Problem {
  let { line, column, reason } = messagePlace(error);
  const prefixed = /^[^\s:]+\.mdx:(\d+)(?::(\d+))?: ([\s\S]*)$/.exec(reason);
  if (prefixed) {
    line ??= Number(prefixed[1]);
    column ??= prefixed[2] ? Number(prefixed[2]) : undefined;
    reason = prefixed[3]!;
  }
  const place = text === undefined ? null : frontmatterPlace(text, reason);
  return { file, line, column, ...place, severity: 'error', reason: reason.replace(/^[^\s:]+\.mdx: /, '') };
}

export const errorsOf = (problems: readonly Problem[]) => problems.filter((p) => p.severity === 'error');
export const warningsOf = (problems: readonly Problem[]) => problems.filter((p) => p.severity === 'warning');

/** Thrown by a build whose pages have errors: every one, each on its line, with the line's text. */
export class PageProblemsError extends Error {
  constructor(
    readonly section: string,
    readonly problems: readonly Problem[],
    textOf?: TextOf,
  ) {
    const lines = problems.map((p) => formatProblem(p, textOf).replace(/\n/g, '\n  '));
    super(
      `${section}: ${problems.length} problem${problems.length > 1 ? 's' : ''} in its pages; nothing was built:\n  ${lines.join('\n  ')}`,
    );
    this.name = 'PageProblemsError';
  }
}
