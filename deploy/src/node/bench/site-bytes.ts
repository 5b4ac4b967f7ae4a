import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { htmlFileOf } from '../origin.ts';

const gzip = (bytes: Buffer | string) => gzipSync(bytes, { level: 9 }).length;

async function filesUnder(dir: string, suffix: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile() && e.name.endsWith(suffix) && !join(e.parentPath, e.name).includes('/.deploy/'))
    .map((e) => join(e.parentPath, e.name));
}

/** All prerendered HTML of an origin: files and bytes (the reference counts every `.html`). */
export async function htmlTotals(originDir: string) {
  const files = await filesUnder(originDir, '.html');
  let bytes = 0;
  for (const f of files) bytes += (await readFile(f)).length;
  return { files: files.length, bytes };
}

/** The largest JavaScript file the browser may load (shell and sections), gzip. */
export async function largestJs(originDir: string) {
  let best = { file: '', gzip: 0 };
  for (const dir of ['_shell', '_mf']) {
    for (const f of await filesUnder(join(originDir, dir), '.js')) {
      if (f.includes('/ssr/')) continue;
      const size = gzip(await readFile(f));
      if (size > best.gzip) best = { file: relative(originDir, f), gzip: size };
    }
  }
  return best;
}

/** Navigation a page carries: the inlined site data and the sidebar's markup, gzip each. */
export async function navigationBytes(originDir: string, path: string) {
  const file = join(originDir, htmlFileOf(path));
  const html = await readFile(file, 'utf8');
  const data = /<script type="application\/json" id="__site-data">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
  const sidebar = /<nav class="sidebar"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? '';
  if (!data) throw new Error(`${file} carries no inlined site data`);
  return { siteDataGzip: gzip(data), sidebarGzip: sidebar ? gzip(sidebar) : 0, htmlGzip: gzip(html) };
}
