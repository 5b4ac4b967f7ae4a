import { PageLoadError } from '../../shared/pages.ts';
import type { NavRoute } from '../../shared/nav-model.ts';
import { takeFailedLoad } from '../failed-load.ts';
import type { createClientPageSource } from '../page-source.ts';

/**
 * Hydrate now; the page's Suspense boundary keeps its server HTML until its code arrives
 * (selective hydration). If the code never arrives, that HTML stays as a static island. The
 * page's own code is requested only once the shell is interactive.
 */
export function startServedPage(pages: ReturnType<typeof createClientPageSource>, route: NavRoute, hydrated: Promise<void>) {
  // A click into this page's section timed out moments ago: show the saved copy and the notice
  // now rather than wait out the same bound again (Retry tries afresh).
  const after = takeFailedLoad(route.path)
    ? hydrated.then(() => Promise.reject(new PageLoadError(`The section of ${route.path} timed out just before`)))
    : hydrated;
  pages.startWithFallback(route.path, document.querySelector('.doc-page')?.innerHTML ?? '', after);
}
