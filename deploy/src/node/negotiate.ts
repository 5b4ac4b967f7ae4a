import { lstatSync } from 'node:fs';
import { extname } from 'node:path';
import { COMPRESSIBLE } from './precompress.ts';

export interface Variant {
  file: string;
  encoding?: 'br' | 'gzip';
  /** The bytes a client gets depend on Accept-Encoding. */
  vary: boolean;
  /** The chosen file's size when it was chosen (-1: it has gone). */
  size: number;
}

function accepts(header: string, coding: string): boolean {
  return header
    .split(',')
    .map((part) => part.trim().split(';'))
    .some(([name, ...params]) => name?.trim() === coding && !params.some((p) => /^\s*q=0(\.0*)?\s*$/.test(p)));
}

// lstat: a twin is a plain file written beside its page; a symlink there could lead out of the site.
const lookUp = (p: string) => {
  try {
    const s = lstatSync(p, { throwIfNoEntry: false });
    return s?.isFile() ? { mtime: s.mtimeMs, size: s.size } : { mtime: -1, size: -1 };
  } catch {
    return { mtime: -1, size: -1 };
  }
};

/**
 * Picks the precompressed twin of a file the client accepts. A twin older than its file belongs
 * to an earlier version of it (a publish is mid-way through its moves) and is not used.
 * Synchronous for the reason given in find-file.ts.
 */
export function pickVariant(file: string, acceptEncoding: string): Variant {
  const own = lookUp(file);
  if (!COMPRESSIBLE.has(extname(file))) return { file, vary: false, size: own.size };
  if (own.mtime < 0) return { file, vary: true, size: own.size };
  for (const [suffix, encoding] of [
    ['.br', 'br'],
    ['.gz', 'gzip'],
  ] as const) {
    if (!accepts(acceptEncoding, encoding)) continue;
    const twin = lookUp(file + suffix);
    if (twin.mtime >= own.mtime) return { file: file + suffix, encoding, vary: true, size: twin.size };
  }
  return { file, vary: true, size: own.size };
}
