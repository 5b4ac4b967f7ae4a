// The reader's comparison of two published sites (`npm run compare-sites -- --reader <a> <b>`):
// for builds of different commits, whose code may name its chunks and modules differently while
// every page, table and shard must stay the same. Code (JS chunks, and the server bundle and page
// keys beside it, never served) is counted, not judged; every other file is compared with build
// ids, generated file names and the pointer's content hashes normalised.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { generatedNames, pointerHashes, replaceTokens } from './compare-sites-names.ts';
import { buildIds, liveFiles, neutral } from './compare-sites-files.ts';

export const KINDS = ['html', 'json', 'shard', 'css', 'other'] as const;
export type Kind = (typeof KINDS)[number];

/** The code side: how many chunks kept their name and bytes, only their name, or neither. */
export interface CodeComparison {
  files: [number, number];
  bytes: [number, number];
  same: number;
  renamedOnly: number;
  withoutTwin: [number, number];
  /** The files without a twin, on each side. */
  changed: [string[], string[]];
}

export interface ReaderComparison {
  files: [number, number];
  sameIds: number;
  ids: number;
  compared: Record<Kind, number>;
  differing: Record<Kind, string[]>;
  /** Where the first differing file of each kind differs, as both sides read it after normalising. */
  firstDifference: Partial<Record<Kind, string>>;
  onlyA: string[];
  onlyB: string[];
  /** Code by build folder (`_shell/<shell-build>`, `_mf/features/<features-build>`, … and `site` for the rest). */
  code: Record<string, CodeComparison>;
}

const isCode = (name: string) => /\.m?js$/.test(name) || /^_mf\/[^/]+\/[^/]+\/ssr\//.test(name);

export function kindOf(name: string): Kind {
  if (name.endsWith('.html')) return 'html';
  if (/(^|\/)search-shard[^/]*\.json$/.test(name)) return 'shard';
  if (name.endsWith('.json')) return 'json';
  if (name.endsWith('.css')) return 'css';
  return 'other';
}

/** One side: its files by name (build ids named), and what it reads each file as. */
interface Side {
  files: Map<string, string>;
  key: (name: string) => string;
  text: (name: string) => string;
  bytes: (name: string) => number;
}

function side(dir: string): Side & { ids: Map<string, string> } {
  const ids = buildIds(dir);
  const files = liveFiles(dir, ids);
  const forms = new Map([...pointerHashes(dir), ...generatedNames(files.values())]);
  const raw = (name: string) => readFileSync(join(dir, files.get(name)!));
  return {
    ids,
    files,
    key: (name) => replaceTokens(name, forms),
    text: (name) => neutral(replaceTokens(raw(name).toString('latin1'), forms), ids),
    bytes: (name) => raw(name).length,
  };
}

/** Names grouped by their normalised key: two files may share one (`219.css`, `945.css` → `<id>.css`). */
function groups(s: Side, names: string[]): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const name of names) {
    const key = s.key(name);
    out.set(key, [...(out.get(key) ?? []), name]);
  }
  return out;
}

/** The positions of `a`'s texts with no equal text in `b`, and of `b`'s left over (each text matches once). */
function unmatched(a: string[], b: string[]): { a: number[]; b: number[] } {
  const left = new Map(b.map((text, i) => [i, text]));
  const missing: number[] = [];
  a.forEach((text, i) => {
    const twin = [...left].find(([, t]) => t === text)?.[0];
    if (twin === undefined) missing.push(i);
    else left.delete(twin);
  });
  return { a: missing, b: [...left.keys()] };
}

/** The stretch where two texts differ, with some context: what a reader of the report needs to judge it. */
export function differenceExcerpt(a: string, b: string, context = 60): string {
  let start = 0;
  while (start < a.length && a[start] === b[start]) start++;
  let end = 0;
  while (end < a.length - start && end < b.length - start && a.at(-1 - end) === b.at(-1 - end)) end++;
  // Texts are read as latin1 so that no byte is lost; shown as the UTF-8 they are.
  const cut = (t: string) => {
    const stretch = t.slice(Math.max(0, start - context), Math.min(t.length, t.length - end + context));
    return JSON.stringify(Buffer.from(stretch.slice(0, 300), 'latin1').toString('utf8'));
  };
  return `at ${start}: ${cut(a)}\n    vs ${cut(b)}`;
}

function compareCode(a: Side, b: Side, namesA: string[], namesB: string[]): CodeComparison {
  const restA: string[] = [];
  const restB = new Set(namesB);
  let same = 0;
  for (const name of namesA) {
    if (restB.has(name) && a.text(name) === b.text(name)) {
      same++;
      restB.delete(name);
    } else restA.push(name);
  }
  const leftB = [...restB];
  const missing = unmatched(
    restA.map((n) => a.text(n)),
    leftB.map((n) => b.text(n)),
  );
  const sum = (s: Side, names: string[]) => names.reduce((n, name) => n + s.bytes(name), 0);
  return {
    files: [namesA.length, namesB.length],
    bytes: [sum(a, namesA), sum(b, namesB)],
    same,
    renamedOnly: restA.length - missing.a.length,
    withoutTwin: [missing.a.length, missing.b.length],
    changed: [missing.a.map((i) => restA[i]!), missing.b.map((i) => leftB[i]!)],
  };
}

const folderOf = (name: string) => /^(_shell\/[^/]+|_mf\/[^/]+\/[^/]+)\//.exec(name)?.[1] ?? 'site';

function compareCodeByFolder(a: Side, b: Side, namesA: string[], namesB: string[]): Record<string, CodeComparison> {
  const folders = [...new Set([...namesA, ...namesB].map(folderOf))].sort();
  const inFolder = (names: string[], folder: string) => names.filter((n) => folderOf(n) === folder);
  return Object.fromEntries(folders.map((f) => [f, compareCode(a, b, inFolder(namesA, f), inFolder(namesB, f))]));
}

/** Every file but code compared after normalising; code counted. */
export function compareForReader(dirA: string, dirB: string): ReaderComparison {
  const a = side(dirA);
  const b = side(dirB);
  const namesA = [...a.files.keys()];
  const namesB = [...b.files.keys()];
  const groupsA = groups(
    a,
    namesA.filter((n) => !isCode(n)),
  );
  const groupsB = groups(
    b,
    namesB.filter((n) => !isCode(n)),
  );
  const compared = Object.fromEntries(KINDS.map((k) => [k, 0])) as Record<Kind, number>;
  const differing = Object.fromEntries(KINDS.map((k) => [k, [] as string[]])) as Record<Kind, string[]>;
  const firstDifference: Partial<Record<Kind, string>> = {};
  for (const [key, filesA] of groupsA) {
    const filesB = groupsB.get(key);
    if (!filesB) continue;
    compared[kindOf(key)] += filesA.length;
    const textsA = filesA.map((n) => a.text(n));
    const textsB = filesB.map((n) => b.text(n));
    const missing = unmatched(textsA, textsB).a.length;
    if (!missing && filesA.length === filesB.length) continue;
    const kind = kindOf(key);
    differing[kind].push(filesA.length > 1 ? `${key} (${missing} of ${filesA.length})` : key);
    if (filesA.length === 1 && filesB.length === 1)
      firstDifference[kind] ??= `${key} ${differenceExcerpt(textsA[0]!, textsB[0]!)}`;
  }
  return {
    files: [a.files.size, b.files.size],
    sameIds: [...a.ids.keys()].filter((id) => b.ids.has(id)).length,
    ids: a.ids.size,
    compared,
    differing,
    firstDifference,
    onlyA: [...groupsA.keys()].filter((k) => !groupsB.has(k)),
    onlyB: [...groupsB.keys()].filter((k) => !groupsA.has(k)),
    code: compareCodeByFolder(a, b, namesA.filter(isCode), namesB.filter(isCode)),
  };
}
