import { SITE_URL } from './site-config.ts';

/** The Roo Code release the pages document (every page's Markdown twin names it). */
export const DOCUMENTED_RELEASE = { version: '3.28.17', date: 'October 2025' } as const;

/**
 * Where a section build keeps its pages' Markdown twins: one JSON object, route → Markdown, beside
 * the server bundle (never served from the build folder). A publish writes each twin into its page
 * folder at {@link markdownFileOf}, so a section's publish changes only its own twins.
 */
export const MARKDOWN_TWINS_FILE = 'ssr/markdown.json';

/** The media type a twin is served as (the page URL asked with `Accept: text/markdown`, or `<path>.md`). */
export const MARKDOWN_CONTENT_TYPE = 'text/markdown; charset=utf-8';

/**
 * The site path of a route's Markdown twin: the page's folder name with `.md`, beside the folder
 * (`/features/checkpoints` → `/features/checkpoints.md`, `/features/` → `/features.md`), and
 * `/index.md` for the home page. Two routes that share a page file share a twin, as they cannot both exist.
 */
export function markdownPathOf(route: string): string {
  const folder = route.replace(/\/+$/, '');
  return folder ? `${folder}.md` : '/index.md';
}

/** The origin-relative file of a route's twin (`features/checkpoints.md`). */
export const markdownFileOf = (route: string): string => markdownPathOf(route).slice(1);

/** The absolute URL of a route's twin, as llms.txt and the page actions give it. */
export const markdownUrlOf = (route: string): string => `${SITE_URL}${markdownPathOf(route)}`;
