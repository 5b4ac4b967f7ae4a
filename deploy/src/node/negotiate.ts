import { stat } from 'node:fs/promises';
import { extname } from 'node:path';
import { COMPRESSIBLE } from './precompress.ts';

export interface Variant {
  file: string;
  encoding?: 'br' | 'gzip';
  /** The bytes a client gets depend on Accept-Encoding. */
  vary: boolean;
}

function accepts(header: string, coding: string): boolean {
  return header
    .split(',')
    .map((part) => part.trim().split(';'))
    .some(([name, ...params]) => name?.trim() === coding && !params.some((p) => /^\s*q=0(\.0*)?\s*$/.test(p)));
}

const mtime = (p: string) =>
  stat(p).then(
    (s) => (s.isFile() ? s.mtimeMs : -1),
    () => -1,
  );

/**
 * Picks the precompressed twin of a file the client accepts. A twin older than its file belongs
 * to an earlier version of it (a publish is mid-way through its moves) and is not used.
 */
export async function pickVariant(file: string, acceptEncoding: string): Promise<Variant> {
  if (!COMPRESSIBLE.has(extname(file))) return { file, vary: false };
  const own = await mtime(file);
  for (const [suffix, encoding] of [
    ['.br', 'br'],
    ['.gz', 'gzip'],
  ] as const) {
    if (!accepts(acceptEncoding, encoding)) continue;
    if ((await mtime(file + suffix)) >= own) return { file: file + suffix, encoding, vary: true };
  }
  return { file, vary: true };
}
