import { basename } from 'node:path';
import type { Compiler } from '@rspack/core';
import { pageModuleName } from '@roo-docs/section-build';

const PROXY = 'lazy-compilation-proxy|';

/**
 * Starts a page's compile when its document is asked for, not when the browser has run the shell
 * and asks for the page's code: the compile then runs while the browser loads the shell. It tells
 * Rspack's lazy compilation the page is in use, as the browser's own request does a moment later
 * (that request then finds the page compiled, or joins its compile).
 */
export function earlyPages(compiler: Compiler, origin: string) {
  // Each page's lazy proxy, by its generated module's file name: the id the trigger takes.
  let proxies = new Map<string, string>();
  compiler.hooks.done.tap('roo-early-pages', (stats) => {
    const found = new Map<string, string>();
    for (const module of stats.compilation.modules) {
      const id = module.identifier();
      if (id.startsWith(PROXY)) found.set(basename(id.slice(id.lastIndexOf('!') + 1)), id);
    }
    proxies = found;
  });
  const asked = new Set<string>();
  return (route: string): void => {
    const id = proxies.get(pageModuleName(route));
    if (!id || asked.has(id)) return;
    asked.add(id);
    void fetch(`${origin}/_rspack/lazy/trigger`, { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: id }).catch(
      () => {},
    );
  };
}
