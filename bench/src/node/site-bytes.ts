import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { htmlFileOf } from '@roo-docs/deploy';

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

/**
 * Every page's Markdown twin beside the page's own HTML (the pages that have one), raw and gzip:
 * what an agent reads of the site against what a browser does.
 */
export async function markdownTotals(originDir: string) {
  const twins = (await filesUnder(originDir, '.md')).filter((f) => !relative(originDir, f).startsWith('_'));
  const totals = { files: twins.length, bytes: 0, gzip: 0, htmlBytes: 0, htmlGzip: 0 };
  for (const twin of twins) {
    const name = relative(originDir, twin).slice(0, -'.md'.length);
    const route = name === 'index' ? '/' : `/${name}`;
    const [md, html] = [await readFile(twin), await readFile(join(originDir, htmlFileOf(route)))];
    totals.bytes += md.length;
    totals.gzip += gzip(md);
    totals.htmlBytes += html.length;
    totals.htmlGzip += gzip(html);
  }
  return totals;
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

/**
 * A section's route table in its browser build: the `./routes` chunk (the one with the bucket
 * hash's FNV offset, smallest of those: the parcel's chunk carries a copy) and the bucket chunks
 * it imports, gzip. The buckets are the chunks it names (`.e(<id>)`) that export `pages`; an
 * inline table names page chunks only.
 */
export async function routeTableBytes(buildDir: string) {
  const chunks = (await filesUnder(buildDir, '.js')).filter((f) => !f.includes('/ssr/'));
  let index: { file: string; text: string } | null = null;
  for (const file of chunks) {
    const text = await readFile(file, 'utf8');
    if (text.includes('0x811c9dc5') && text.includes('findPage') && (!index || text.length < index.text.length))
      index = { file, text };
  }
  if (!index) throw new Error(`${buildDir}: no route table chunk found`);
  const ids = [...index.text.matchAll(/\.e\((\d+)\)/g)].map((m) => m[1]!);
  const named = await Promise.all(ids.map((id) => readFile(join(buildDir, `${id}.js`), 'utf8').catch(() => '')));
  const buckets = named.filter((text) => /[{,]pages:(\(\)=>)?{"\//.test(text)).map(gzip);
  return { indexGzip: gzip(index.text), buckets: buckets.length, largestBucketGzip: Math.max(0, ...buckets) };
}
