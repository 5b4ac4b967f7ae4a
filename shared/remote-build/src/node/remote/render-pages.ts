import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

type PageModule = { default: ComponentType<{ components?: Record<string, unknown> }> };

/** Renders each page body to HTML in Node, for the search shard (the text readers actually see). */
export async function renderPages(
  loaders: Record<string, () => Promise<PageModule>>,
  paths: string[],
  explain: (path: string, error: unknown) => Error = (path, error) => new Error(`${path}: ${String(error)}`),
) {
  const html = new Map<string, string>();
  for (const path of paths) {
    const load = loaders[path];
    if (!load) throw new Error(`The routes module has no loader for ${path}`);
    const mod = await load();
    if (typeof mod.default !== 'function') throw new Error(`Page ${path} has no default export: nothing to render`);
    try {
      html.set(path, renderToStaticMarkup(createElement(mod.default)));
    } catch (error) {
      throw explain(path, error);
    }
  }
  return html;
}
