import { routeKey } from '@roo-docs/schemas/contract';
import { PageLoadError, type PageModule } from '../../shared/pages.ts';
import type { SiteNav } from './nav-completion.ts';
import type { Sections } from './sections.ts';

/**
 * Loads the page at `path`: a path the inlined navigation does not know waits for the whole
 * navigation first, then its section is asked for it.
 */
export function pageLoader(nav: SiteNav, sections: Sections | null) {
  return async (path: string): Promise<PageModule> => {
    if (!nav.model().routes.has(routeKey(path)) && !nav.model().complete) await nav.complete();
    const route = nav.model().routes.get(routeKey(path));
    if (!route) throw new PageLoadError(`No section serves ${path}`);
    if (!sections) throw new PageLoadError('The list of live sections is invalid');
    return sections.loadRoute(route);
  };
}
