import { copyFile, link, readdir, readFile, stat, utimes, writeFile } from 'node:fs/promises';
import { throughTemp } from '../origin/temp-names.ts';
import { statSync, writeFileSync } from 'node:fs';
import { extname, join, relative } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const br = promisify(brotliCompress);
const gz = promisify(gzip);

export const COMPRESSIBLE = new Set(['.html', '.md', '.js', '.mjs', '.css', '.json', '.xml', '.txt', '.svg']);
// Below this, headers outweigh what compression saves.
const MIN_BYTES = 1024;
// zlib runs in libuv's pool (4 threads): enough files in flight to keep both cores busy.
export const CONCURRENCY = 4;

/**
 * Brotli quality. Immutable build files are compressed once and cached for a year: 10 (11 costs
 * much more time for little gain). Pages and site-wide lists are rewritten by every publish, all
 * release-notes pages by a release of one version: 6 is many times faster than 10 for a few per
 * cent more bytes (figures: bench/RESULTS.md, "Figures behind choices in the code").
 */
export const QUALITY = { immutable: 10, pages: 6 } as const;

export interface PrecompressOptions {
  quality?: number;
  /**
   * A folder laid out like `dir` (the live origin, the previous build of a section) whose
   * compressed copies are reused for files with the same bytes instead of compressing them again.
   */
  reuseFrom?: string;
  /** Files compressed at once (default CONCURRENCY). */
  workers?: number;
}

const exists = (p: string) =>
  stat(p).then(
    () => true,
    () => false,
  );

async function sameBytes(a: Buffer, other: string): Promise<boolean> {
  const s = await stat(other).catch(() => null);
  if (!s || s.size !== a.length) return false;
  return a.equals(await readFile(other));
}

/** Places `from` at `to` whole: a server must never find half a file. */
async function placeCopy(from: string, to: string) {
  await throughTemp(`${to}.tmp-${process.pid}`, to, async (tmp) => {
    // A hard link costs nothing; the folders involved are never rewritten in place.
    await link(from, tmp).catch(() => copyFile(from, tmp));
    // Servers take a twin older than its file for a leftover of an earlier version (negotiate.ts),
    // and the file was just written: a reused twin kept its first mtime and was never sent, so every
    // unchanged page and build file went out uncompressed. The bytes are checked equal; mark it now.
    const now = new Date();
    await utimes(tmp, now, now);
  });
}

async function placeBytes(data: Buffer, to: string) {
  await throughTemp(`${to}.tmp-${process.pid}`, to, (tmp) => writeFile(tmp, data));
}

/**
 * Writes the `.br` and `.gz` twins of one file (nothing if it has them, or is too small to gain),
 * reusing those of `twin` when that file has the same bytes. Returns whether it compressed.
 */
export async function precompressFile(file: string, options: { quality?: number; twin?: string } = {}): Promise<boolean> {
  if (await exists(`${file}.br`)) return false;
  return twinsOf(file, await readFile(file), options);
}

/**
 * The twins of bytes just written to `file` in a folder no server reads yet (a publish's staging):
 * the bytes are not read back, and each twin is written in place, since staging is moved into the
 * site whole or removed. `.br` still goes last. Written synchronously: a small write takes less
 * than waiting for one of libuv's threads, which are busy compressing. Returns whether it compressed.
 */
export function stageTwins(file: string, bytes: Buffer, quality: number): Promise<boolean> {
  return twinsOf(file, bytes, { quality }, async (data, to) => writeFileSync(to, data));
}

async function twinsOf(
  file: string,
  bytes: Buffer,
  options: { quality?: number; twin?: string },
  place: (data: Buffer, to: string) => Promise<void> = placeBytes,
): Promise<boolean> {
  if (bytes.length < MIN_BYTES) return false;
  const twin = options.twin;
  if (twin && (await exists(`${twin}.br`)) && (await exists(`${twin}.gz`)) && (await sameBytes(bytes, twin))) {
    // `.br` last, since its presence means "done".
    await placeCopy(`${twin}.gz`, `${file}.gz`);
    await placeCopy(`${twin}.br`, `${file}.br`);
    return false;
  }
  const quality = options.quality ?? QUALITY.immutable;
  const [b, g] = await Promise.all([
    br(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
    gz(bytes, { level: 9 }),
  ]);
  await place(g, `${file}.gz`);
  await place(b, `${file}.br`);
  return true;
}

/** Whether `precompress` compresses a file of this name (text, and not a server-side bundle). */
export const wantsTwins = (file: string) => COMPRESSIBLE.has(extname(file)) && !file.includes('/ssr/');

/**
 * Writes `.br` and `.gz` beside every text file of a folder, so servers send compressed bytes
 * without compressing per request. Existing siblings are kept: folders of immutable builds are
 * compressed once. Server-side bundles (`ssr/`) are never served, so they are skipped.
 * Returns the number of files compressed (reused copies not counted).
 */
export async function precompress(dir: string, options: PrecompressOptions = {}): Promise<number> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true }).catch(() => []);
  // Largest first: the longest compression (a section's search shard, seconds at brotli 10) starts
  // at once instead of after a thousand small files.
  const files = entries
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name))
    .filter(wantsTwins)
    .map((file) => ({ file, size: statSync(file).size }))
    .sort((a, b) => b.size - a.size)
    .map((f) => f.file);
  let written = 0;
  const one = async (file: string) => {
    const twin = options.reuseFrom && join(options.reuseFrom, relative(dir, file));
    if (await precompressFile(file, { quality: options.quality, ...(twin ? { twin } : {}) })) written++;
  };
  let next = 0;
  const worker = async () => {
    while (next < files.length) await one(files[next++]!);
  };
  await Promise.all(Array.from({ length: options.workers ?? CONCURRENCY }, worker));
  return written;
}
