import { startTransition, StrictMode, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { unstable_HistoryRouter as HistoryRouter } from 'react-router';
import { App } from '../../shared/App.tsx';
import { PageSourceContext } from '../../shared/pages.ts';
import { REDIRECTS } from '../../shared/redirects.ts';
import { ScrollManager } from '../navigation.tsx';
import type { createClientPageSource } from '../page-source.ts';
import { createSiteHistory } from '../site-history.ts';
import type { SiteNav } from './nav-completion.ts';
import type { Sections } from './sections.ts';
import { SiteRoot } from './SiteRoot.tsx';

type Pages = ReturnType<typeof createClientPageSource>;

/** The shell's whole tree: router, site context (navigation, sections, search) and the page source. */
export function shellTree(nav: SiteNav, sections: Sections, pages: Pages, onHydrated: () => void): ReactNode {
  const history = createSiteHistory(() => ({ model: nav.model(), redirects: REDIRECTS, preload: pages.preload }));
  const preload = (path: string) => pages.preload(path);
  return (
    <StrictMode>
      {/* The history decides which moves render as transitions (site-history.ts). */}
      <HistoryRouter history={history} useTransitions={false}>
        <SiteRoot nav={nav} sections={sections} preload={preload} onHydrated={onHydrated}>
          <PageSourceContext.Provider value={pages}>
            <App />
            <ScrollManager />
          </PageSourceContext.Provider>
        </SiteRoot>
      </HistoryRouter>
    </StrictMode>
  );
}

/** Hydrates the served HTML when it matches, otherwise renders afresh rather than patch mismatched markup. */
export function mountShell(app: ReactNode, hydrate: boolean): void {
  const root = document.getElementById('root')!;
  if (hydrate) {
    // As a transition, hydration yields to the browser every few milliseconds instead of
    // holding the main thread for the whole page (a long task a phone feels as a frozen page).
    startTransition(() => {
      hydrateRoot(root, app, { onRecoverableError: (e) => console.error('Recoverable render error', e) });
    });
  } else {
    root.textContent = '';
    createRoot(root).render(app);
  }
}
