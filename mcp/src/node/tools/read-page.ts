import { distance } from 'fastest-levenshtein';
import { markdownPathOf } from '@roo-docs/schemas/contract';
import type { DocsSite } from '../site/docs-site.ts';
import { textOf } from '../site/site-reader.ts';
import { RefusedInput, routeOf, sitePath } from '../site/site-path.ts';
import { sectionUnder } from './markdown-section.ts';
import { searchDocs } from './search-docs.ts';

export interface PageText {
  route: string;
  url: string;
  markdown: string;
  /** The heading read, when only its section was asked for. */
  heading?: { text: string; id: string };
}

/** A page's Markdown twin (`/features/checkpoints` → `/features/checkpoints.md`), or null. */
export async function twinOf(site: DocsSite, route: string): Promise<string | null> {
  const file = await site.reader.read(markdownPathOf(route));
  return file && file !== 'unchanged' ? textOf(file) : null;
}

/**
 * Up to five live pages closest to a path the site does not have: the nearest paths by edit
 * distance (a typo, a moved folder), then what the site's search finds for its last segment.
 */
async function closestPages(site: DocsSite, route: string): Promise<string[]> {
  const paths = (await site.pages()).map((p) => p.path);
  const near = paths
    .map((path) => ({ path, d: distance(route, path) }))
    .filter((p) => p.d <= Math.max(3, route.length / 3))
    .sort((a, b) => a.d - b.d)
    .slice(0, 3)
    .map((p) => p.path);
  const words = (route.split('/').pop() ?? '').replace(/[_.-]+/g, ' ').trim();
  const found = words ? (await searchDocs(site, { query: words, limit: 10 })).map((h) => new URL(h.url).pathname) : [];
  return [...new Set([...near, ...found])].slice(0, 5);
}

/**
 * `read_page`: the page's Markdown twin, whole or only the section under `heading`. A path the
 * site has no page for is an error naming the closest pages, so the caller can try one of them.
 */
export async function readPage(site: DocsSite, args: { path: string; heading?: string | undefined }): Promise<PageText> {
  const route = routeOf(sitePath(args.path, site.siteUrl));
  const markdown = await twinOf(site, route);
  const url = `${site.siteUrl}${route === '/' ? '/' : route}`;
  if (markdown === null) {
    const closest = await closestPages(site, route);
    const hint = closest.length ? ` Closest pages: ${closest.join(', ')}` : ' Use search_docs to find one.';
    throw new RefusedInput(`No page at ${route} on this site.${hint}`);
  }
  if (!args.heading) return { route, url, markdown };
  const part = sectionUnder(markdown, args.heading);
  return {
    route,
    url: `${url}#${part.heading.id}`,
    markdown: part.markdown,
    heading: { text: part.heading.text, id: part.heading.id },
  };
}
