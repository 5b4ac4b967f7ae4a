import { join } from 'node:path';
import { SITE_URL, type SectionRouteTable } from '@roo-docs/schemas';
import { cspMeta } from '@roo-docs/shell/node';
import { writeJsonSchemas } from '@roo-docs/assistant-schemas/node';
import { embedFiles } from '@roo-docs/embed/node';
import { llmsTxt } from './llms-txt.ts';
import { llmsFullTxt } from './llms-full.ts';
import { htmlFileOf, writeAtomic } from '../origin/origin.ts';

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** `sitemap.xml` of every live route (weekly, priority 0.5, as the reference site's). */
export function sitemapXml(tables: SectionRouteTable[]): string {
  const urls = tables
    .flatMap((t) => t.routes)
    .sort((a, b) => a.path.localeCompare(b.path))
    .map((r) => {
      const lastmod = r.lastUpdated ? `<lastmod>${r.lastUpdated.slice(0, 10)}</lastmod>` : '';
      return `<url><loc>${esc(SITE_URL + r.path)}</loc>${lastmod}<changefreq>weekly</changefreq><priority>0.5</priority></url>`;
    });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/**
 * `robots.txt`: every page may be crawled (scripts and styles too: a crawler that renders pages
 * needs them), and the sitemap is named by its absolute URL, as the protocol asks.
 */
export function robotsTxt(): string {
  return ['User-agent: *', 'Allow: /', '', `Sitemap: ${SITE_URL}/sitemap.xml`, ''].join('\n');
}

/**
 * A static page for an old path, for readers arriving from outside: it forwards at once, keeps
 * the query and fragment, and tells search engines where the page lives now.
 */
export function redirectPage(to: string): string {
  const script = `location.replace(${JSON.stringify(to).replace(/</g, '\\u003c')} + location.search + location.hash)`;
  return [
    '<!doctype html>',
    '<html lang="en"><head><meta charset="utf-8">',
    // The same script policy as every page of the site: only this one inline script may run.
    cspMeta([script], null),
    `<title>Moved to ${esc(to)}</title>`,
    `<link rel="canonical" href="${esc(SITE_URL + to)}">`,
    '<meta name="robots" content="noindex">',
    `<meta http-equiv="refresh" content="0; url=${esc(to)}">`,
    `<script>${script}</script>`,
    `</head><body><p>This page has moved to <a href="${esc(to)}">${esc(to)}</a>.</p></body></html>`,
    '',
  ].join('\n');
}

/**
 * Writes the site-wide outputs into `dir` (a deploy's staging folder, laid out as the origin):
 * sitemap, robots.txt, llms.txt and the llms-full files (from the pages' Markdown `twins`, by route),
 * redirect pages, the JSON Schemas editors validate users' files with, and the loader hosts embed docs
 * pages with (plus its demo).
 */
export async function writeSiteWide(
  dir: string,
  tables: SectionRouteTable[],
  redirects: readonly { from: string; to: string }[],
  twins: Map<string, string> = new Map(),
) {
  await writeAtomic(join(dir, 'sitemap.xml'), sitemapXml(tables));
  await writeAtomic(join(dir, 'robots.txt'), robotsTxt());
  await writeAtomic(
    join(dir, 'llms.txt'),
    llmsTxt(tables, (route) => twins.has(route)),
  );
  const full = llmsFullTxt(tables, twins);
  await writeAtomic(join(dir, 'llms-full.txt'), full.docs);
  for (const own of full.optional) await writeAtomic(join(dir, own.path), own.text);
  await writeJsonSchemas(join(dir, 'schemas'), { baseUrl: `${SITE_URL}/schemas/` });
  for (const file of await embedFiles(cspMeta([], null))) await writeAtomic(join(dir, file.path), file.content);
  const owned = new Set(tables.flatMap((t) => t.routes.map((r) => htmlFileOf(r.path))));
  for (const r of redirects) {
    const file = htmlFileOf(r.from);
    if (!owned.has(file)) await writeAtomic(join(dir, file), redirectPage(r.to));
  }
}
