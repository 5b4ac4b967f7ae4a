import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { MARKDOWN_TWINS_FILE, SITE_URL, type RouteEntry } from '@roo-docs/schemas';
import type { PageModule, RoutesModule } from '@roo-docs/schemas/contract';
import { markdownComponents } from '@roo-docs/mdx-kit/markdown';
import { renderPages } from '../search/render-pages.ts';
import { cachedTwins } from './twins-cache.ts';
import { htmlToMarkdown } from './html-to-markdown.ts';
import { markdownTwin } from './twin.ts';

export interface TwinsInput {
  ssr: RoutesModule<PageModule>;
  routes: RouteEntry[];
  keys: Record<string, string>;
  /** The build's caches in releases: twins of pages whose key is unchanged are reused. */
  cache: { cacheDir: string; digest: string } | null;
  explain: (path: string, error: unknown) => Error;
}

/**
 * Every page's Markdown twin, route → Markdown: the page's compiled MDX rendered again, with the
 * kit's components in their Markdown forms (`@roo-docs/mdx-kit/markdown`), then turned into
 * Markdown. Why rendering and not a second compile: docs/decisions/markdown-twins.md.
 */
export async function renderTwins({ ssr, routes, keys, cache, explain }: TwinsInput): Promise<Record<string, string>> {
  const stored = cache ? await cachedTwins(cache.cacheDir, cache.digest) : null;
  const twins: Record<string, string> = {};
  const missing = routes.filter((r) => {
    const known = stored?.get(keys[r.path] ?? '');
    if (known !== undefined) twins[r.path] = known;
    return known === undefined;
  });
  const pageUrl = (path: string) => `${SITE_URL}${path}`;
  const html = await renderPages(
    ssr,
    missing.map((r) => r.path),
    explain,
    (path) => markdownComponents({ pageUrl: pageUrl(path) }),
  );
  for (const route of missing) {
    const twin = markdownTwin(
      { route: route.path, title: route.title, description: route.description },
      htmlToMarkdown(html.get(route.path) ?? '', pageUrl(route.path)),
    );
    twins[route.path] = twin;
    if (keys[route.path]) stored?.set(keys[route.path]!, twin);
  }
  await stored?.save();
  // In route order, so the file's bytes (and the build id) do not depend on which were cached.
  return Object.fromEntries(routes.map((r) => [r.path, twins[r.path]!]));
}

/** Writes the twins into the staging folder, where the build id hashes them with the rest. */
export async function writeTwins(staging: string, twins: Record<string, string>): Promise<void> {
  await writeFile(join(staging, MARKDOWN_TWINS_FILE), JSON.stringify(twins));
}
