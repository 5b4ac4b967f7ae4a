import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import type { ContentFile } from '../pages/content.ts';

/** Where a build keeps its page keys: beside its server bundle, which is never served. */
export const PAGE_KEYS_FILE = 'ssr/page-keys.json';

// Built, installed or generated: what the build makes, not what it is made from.
const NOT_SOURCE = new Set(['dist', 'node_modules', '.generated', '.generated-dev']);

/**
 * One hash of the remote's own files other than its pages' sources: code, data, sidebar,
 * images. A page's compiled module may import any of them, so a change to one changes every key.
 */
async function remoteDigest(remoteDir: string, pageSources: Set<string>): Promise<string> {
  const hash = createHash('sha256');
  const files = (await readdir(remoteDir, { recursive: true, withFileTypes: true }))
    .filter((e) => e.isFile())
    .map((e) => relative(remoteDir, join(e.parentPath, e.name)).split(sep).join('/'))
    .filter((rel) => !NOT_SOURCE.has(rel.split('/')[0]!) && !pageSources.has(rel))
    .sort();
  for (const rel of files)
    hash
      .update(rel)
      .update('\0')
      .update(readFileSync(join(remoteDir, rel)));
  return hash.digest('hex');
}

/**
 * A key per route for what its page module is compiled from: the page's text and generated module,
 * the remote's other files, and `digest` (the build's own code and installed packages). Equal
 * keys mean the server bundle renders the page the same; deploy reuses a page's last rendered HTML
 * on that promise (deploy/src/node/publish/render-cache.ts).
 */
export async function pageKeys(
  remoteDir: string,
  pages: { file: ContentFile; moduleSource: string }[],
  pageSources: string[],
  digest: string,
): Promise<Record<string, string>> {
  const shared = await remoteDigest(remoteDir, new Set(pageSources));
  const keys: Record<string, string> = {};
  for (const { file, moduleSource } of pages) {
    // Synchronously, as hashTree reads: one awaited read after another costs more than the reads.
    const text = readFileSync(file.file);
    keys[file.route] = createHash('sha256')
      .update(`${digest}\0${shared}\0${file.route}\0${file.relative}\0${moduleSource}\0`)
      .update(text)
      .digest('hex')
      .slice(0, 32);
  }
  return keys;
}
