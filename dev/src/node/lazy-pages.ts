import { lazyCompilationMiddleware, type Compiler, type RspackOptions } from '@rspack/core';
import type { Configuration } from '@rspack/dev-server';

type Middlewares = NonNullable<Configuration['setupMiddlewares']>;

const LAZY_PAGES = /[\\/]\.generated-dev[\\/]pages[\\/]/;

/**
 * A page is compiled when a browser first asks for it: a section of 310 pages starts in the time
 * of its route table, and each page costs its own compile once. The browser asks the section's
 * own port (`serverUrl`), so the answer carries the section server's CORS header.
 */
export function lazyPages(port: number): RspackOptions['lazyCompilation'] {
  return { imports: true, entries: false, test: LAZY_PAGES, serverUrl: `http://127.0.0.1:${port}` };
}

/**
 * Rspack's dev server does not apply the `lazyCompilation` option (the option alone still compiles
 * every page at start): its middleware does. Call before the compiler first runs; the middleware
 * goes just before the dev middleware, after the one that sets the CORS header.
 */
export function lazyPagesMiddleware(compiler: Compiler): Middlewares {
  const middleware = lazyCompilationMiddleware(compiler);
  return (middlewares) => {
    const at = middlewares.findIndex((m) => typeof m === 'object' && 'name' in m && m.name === '@rspack/dev-middleware');
    const lazy = { name: 'roo-lazy-pages', middleware };
    return at === -1 ? [lazy, ...middlewares] : [...middlewares.slice(0, at), lazy, ...middlewares.slice(at)];
  };
}
