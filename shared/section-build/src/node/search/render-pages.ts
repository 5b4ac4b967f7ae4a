import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { PageModule, RoutesModule } from '@roo-docs/schemas/contract';

type StaticRouter = ComponentType<{ location: string; children?: unknown }>;
let router: Promise<StaticRouter> | undefined;
// A page's links and router hooks need a router, as in the prerender.
const staticRouter = () =>
  (router ??= import(/* webpackIgnore: true */ new URL('./static-router.mjs', import.meta.url).href).then(
    (m: { StaticRouter: StaticRouter }) => m.StaticRouter,
  ));

/**
 * Renders each page body to HTML in Node: as readers see it, for the search shard, or with other
 * `components` in place of the kit's (the Markdown twins' semantic forms, markdown/twins.ts).
 */
export async function renderPages(
  table: RoutesModule<PageModule>,
  paths: string[],
  explain: (path: string, error: unknown) => Error = (path, error) => new Error(`${path}: ${String(error)}`),
  components?: (path: string) => Record<string, unknown>,
) {
  const html = new Map<string, string>();
  const StaticRouter = await staticRouter();
  for (const path of paths) {
    const found = await table.findPage(path);
    if (!found) throw new Error(`The routes module has no loader for ${path}`);
    const mod = await found.load();
    if (typeof mod.default !== 'function') throw new Error(`Page ${path} has no default export: nothing to render`);
    try {
      const body = createElement(mod.default, components ? { components: components(path) } : {});
      html.set(path, renderToStaticMarkup(createElement(StaticRouter, { location: path }, body)));
    } catch (error) {
      throw explain(path, error);
    }
  }
  return html;
}
