import { readdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const br = promisify(brotliCompress);
const gz = promisify(gzip);

export const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.xml', '.txt', '.svg']);
// Below this, headers outweigh what compression saves.
const MIN_BYTES = 1024;

const exists = (p: string) =>
  stat(p).then(
    () => true,
    () => false,
  );

/**
 * Writes `.br` and `.gz` beside every text file of a folder, so servers send compressed bytes
 * without compressing per request. Existing siblings are kept: folders of immutable builds are
 * compressed once. Server-side bundles (`ssr/`) are never served, so they are skipped.
 */
export async function precompress(dir: string): Promise<number> {
  let written = 0;
  const entries = await readdir(dir, { withFileTypes: true, recursive: true }).catch(() => []);
  for (const e of entries) {
    if (!e.isFile() || !COMPRESSIBLE.has(extname(e.name))) continue;
    const file = join(e.parentPath, e.name);
    if (file.includes('/ssr/') || (await exists(`${file}.br`))) continue;
    const bytes = await readFile(file);
    if (bytes.length < MIN_BYTES) continue;
    const [b, g] = await Promise.all([
      br(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 10, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
      gz(bytes, { level: 9 }),
    ]);
    // Whole files only: a server must never find half a `.br`. `.br` last, since its presence means "done".
    for (const [suffix, data] of [
      ['.gz', g],
      ['.br', b],
    ] as const) {
      await writeFile(`${file}${suffix}.tmp-${process.pid}`, data);
      await rename(`${file}${suffix}.tmp-${process.pid}`, `${file}${suffix}`);
    }
    written++;
  }
  return written;
}
