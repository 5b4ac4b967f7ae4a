import { readFileSync } from 'node:fs';
import type { SourceError } from './source-error.ts';

/** `<file>:<line>: <reason>`, as the section's link check words its errors. */
const LINK_ERROR = /^(.+?):(\d+): ([\s\S]*)$/;
/** The link's target as the reason quotes it: `link '/x#y' …` or `anchor '#y' …`. */
const QUOTED_TARGET = /^(?:link|anchor) '([^']+)'/;

/**
 * Where on its line the link that quotes `target` starts: the `[` of a Markdown link (nested
 * brackets allowed in its text), or the `<` of a `<Link>`/`<a>`. Undefined when it is not there.
 */
export function linkColumn(lineText: string, target: string): number | undefined {
  const at = lineText.indexOf(target);
  if (at === -1) return undefined;
  const close = lineText.lastIndexOf('](', at);
  if (close !== -1 && !lineText.slice(close, at).includes(')')) {
    let depth = 0;
    for (let i = close - 1; i >= 0; i--) {
      if (lineText[i] === ']') depth++;
      else if (lineText[i] === '[' && depth-- === 0) return i + 1;
    }
  }
  const tag = lineText.lastIndexOf('<', at);
  return tag === -1 ? at + 1 : tag + 1;
}

/** The section's broken links as source errors, each with the column of the link on its line. */
export function linkErrorsOf(section: string, remoteDir: string, errors: string[]): SourceError[] {
  const lines = new Map<string, string[]>();
  const linesOf = (relative: string) => {
    let text = lines.get(relative);
    if (!text) {
      try {
        text = readFileSync(`${remoteDir}/${relative}`, 'utf8').split('\n');
      } catch {
        text = [];
      }
      lines.set(relative, text);
    }
    return text;
  };
  return errors.map((message) => {
    const m = LINK_ERROR.exec(message);
    if (!m) return { file: `remotes/${section}`, reason: message };
    const line = Number(m[2]) || undefined;
    const target = QUOTED_TARGET.exec(m[3]!)?.[1];
    const lineText = line ? linesOf(m[1]!)[line - 1] : undefined;
    const column = lineText !== undefined && target ? linkColumn(lineText, target) : undefined;
    return { file: `remotes/${section}/${m[1]}`, line, column, reason: m[3]! };
  });
}
