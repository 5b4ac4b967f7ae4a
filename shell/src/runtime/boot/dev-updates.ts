import { DEV_PAGE_EVENT, DEV_ROUTES_EVENT } from '../../shared/use-dev-page.ts';
import type { SiteNav } from './nav-completion.ts';

/**
 * Under `npm run dev` a section's development build announces a replaced page or route table:
 * the sidebar's titles and pages follow. Only the shell's development build calls this.
 */
export function followDevRouteChanges(nav: SiteNav): void {
  for (const event of [DEV_PAGE_EVENT, DEV_ROUTES_EVENT])
    addEventListener(event, () => {
      nav.forget();
      void nav.complete();
    });
}
