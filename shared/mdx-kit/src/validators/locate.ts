import { isMap, isScalar, isSeq, LineCounter, parseDocument, type Node } from 'yaml';
import type { Path } from './paths.ts';

/** A place in the reader's text, both counted from 1. */
export interface TextPosition {
  line: number;
  column: number;
}

/** The node a path reaches, as far as the text has it: the value, else its key, else the nearest parent. */
function deepestNode(root: unknown, path: Path): Node | null {
  let node = root as Node | null;
  let found: Node | null = isScalar(node) || isMap(node) || isSeq(node) ? node : null;
  for (const key of path) {
    if (isMap(node)) {
      const pair = node.items.find((p) => isScalar(p.key) && String(p.key.value) === String(key));
      if (!pair) break;
      found = (pair.value as Node | null) ?? (pair.key as Node);
      node = pair.value as Node | null;
    } else if (isSeq(node) && typeof key === 'number') {
      const item = node.items[key] as Node | undefined;
      if (!item) break;
      found = item;
      node = item;
    } else break;
  }
  return found;
}

/**
 * Where each path is in `text` (JSON is YAML too, so one parser finds both): the line and column
 * of the value a problem names, or of the nearest thing around it the text has (a missing field is
 * shown at the object that lacks it). Positions index the text as the reader gave it.
 */
export function locatePaths(text: string, paths: readonly Path[]): TextPosition[] {
  const lines = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lines, uniqueKeys: false });
  return paths.map((path) => {
    const offset = deepestNode(doc.contents, path)?.range?.[0] ?? 0;
    const { line, col } = lines.linePos(offset);
    return { line, column: col };
  });
}
