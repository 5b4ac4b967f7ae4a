import { accessSync, constants, lstatSync, type Stats } from 'node:fs';
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

/** Whether Accept-Encoding takes `coding`: content codings and `q` are case-insensitive (`BR`, `Q=0`). */
export function accepts(header: string, coding: string): boolean {
  return header
    .split(',')
    .map((part) => part.trim().split(';'))
    .some(([name, ...params]) => name?.trim().toLowerCase() === coding && !params.some((p) => /^\s*q=0(\.0*)?\s*$/i.test(p)));
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
 * A twin the server cannot read (its permissions, a disk error) is passed over: the page itself
 * is the same content, so the client gets that rather than a 500. One access(2), on the twin only.
 */
const readableTwin = (p: string): Stats | undefined => {
  const stats = lookUp(p);
  if (!stats) return undefined;
  try {
    accessSync(p, constants.R_OK);
    return stats;
  } catch {
    return undefined;
  }
};

/**
 * Picks the precompressed twin of a file the client accepts. A twin older than its file belongs
 * to an earlier version of it (a publish is mid-way through its moves) and is not used, nor is one
 * the server cannot read.
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
    const twin = readableTwin(file + suffix);
    if (twin && twin.mtimeMs >= own.mtimeMs) return { file: file + suffix, encoding, vary: true, stats: twin, best };
    best = false;
  }
  return { file, vary: true, stats: own, best };
}
