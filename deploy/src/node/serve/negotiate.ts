import { lstatSync, type Stats } from 'node:fs';
import { extname } from 'node:path';
import { COMPRESSIBLE } from '../publish/precompress.ts';

export interface Variant {
  file: string;
  encoding?: 'br' | 'gzip';
  /** The bytes a client gets depend on Accept-Encoding. */
  vary: boolean;
  /** The chosen file's stat when it was chosen; none when it has gone. */
  stats?: Stats;
  /** No twin the client prefers was passed over (missing, or older than its file). */
  best: boolean;
}

export function accepts(header: string, coding: string): boolean {
  return header
    .split(',')
    .map((part) => part.trim().split(';'))
    .some(([name, ...params]) => name?.trim() === coding && !params.some((p) => /^\s*q=0(\.0*)?\s*$/.test(p)));
}

// lstat: a twin is a plain file written beside its page; a symlink there could lead out of the site.
const lookUp = (p: string): Stats | undefined => {
  try {
    const s = lstatSync(p, { throwIfNoEntry: false });
    return s?.isFile() ? s : undefined;
  } catch {
    return undefined;
  }
};

/**
 * Picks the precompressed twin of a file the client accepts. A twin older than its file belongs
 * to an earlier version of it (a publish is mid-way through its moves) and is not used.
 * Synchronous for the reason given in find-file.ts; `stats` are the file's own, when known.
 */
export function pickVariant(file: string, acceptEncoding: string, stats?: Stats): Variant {
  const own = stats ?? lookUp(file);
  if (!COMPRESSIBLE.has(extname(file))) return { file, vary: false, stats: own, best: true };
  if (!own) return { file, vary: true, best: false };
  let best = true;
  for (const [suffix, encoding] of [
    ['.br', 'br'],
    ['.gz', 'gzip'],
  ] as const) {
    if (!accepts(acceptEncoding, encoding)) continue;
    const twin = lookUp(file + suffix);
    if (twin && twin.mtimeMs >= own.mtimeMs) return { file: file + suffix, encoding, vary: true, stats: twin, best };
    best = false;
  }
  return { file, vary: true, stats: own, best };
}
