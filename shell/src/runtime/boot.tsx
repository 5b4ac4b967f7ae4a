import { StrictMode, useEffect, useMemo, useState } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { remotesPointerSchema, type RemotesPointer, type SectionName } from '@roo-docs/schemas';
import { App } from '../shared/App.tsx';
import { buildNavModel, routeKey, type NavModel } from '../shared/nav-model.ts';
import { PageLoadError, PageSourceContext, type PageModule } from '../shared/pages.ts';
import { REDIRECTS } from '../shared/redirects.ts';
import { resolvePath } from '../shared/resolve-path.ts';
import { SITE_DATA_ID, type SiteData } from '../shared/site-data.ts';
import { SiteContext, type SiteContextValue } from '../shared/site-context.ts';
import { expectedManifestHashes } from './failure-plugin.ts';
import { loadRoutesModule, registerSections } from './federation.ts';
import { NavigationBridge, ScrollManager } from './navigation.tsx';
import { createClientPageSource } from './page-source.ts';
import { refreshNavigation } from './refresh-nav.ts';

function readSiteData(): SiteData {
  const el = document.getElementById(SITE_DATA_ID);
  if (!el?.textContent) throw new Error('This page has no site data; was it prerendered by deploy?');
  return JSON.parse(el.textContent) as SiteData;
}

function trustPointer(pointer: RemotesPointer): void {
  for (const p of Object.values(pointer.sections)) if (p) expectedManifestHashes.set(p.manifest, p.hashes.manifest);
  registerSections(pointer, true);
}

/** Holds the navigation model in state so a refreshed model re-renders sidebar and routes. */
function SiteRoot(props: { initial: NavModel; preload: (p: string) => Promise<void>; onModel: (set: (m: NavModel) => void) => void; children: React.ReactNode }) {
  const [model, setModel] = useState(props.initial);
  const { onModel, preload } = props;
  useEffect(() => onModel(setModel), [onModel]);
  // Marks the moment the page is interactive (tests and the benchmark wait for it).
  useEffect(() => document.documentElement.setAttribute('data-hydrated', 'true'), []);
  const site = useMemo<SiteContextValue>(() => ({ model, redirects: REDIRECTS, preload }), [model, preload]);
  return (
    <SiteContext.Provider value={site}>
      {props.children}
      <NavigationBridge site={site} />
    </SiteContext.Provider>
  );
}

export async function boot(): Promise<void> {
  const data = readSiteData();
  const current = { model: buildNavModel(data.nav), setModel: (_: NavModel) => {} };
  const parsed = remotesPointerSchema.safeParse(data.remotes);
  // An invalid pointer is a failed remote for every section: pages stay readable, nothing runs.
  if (parsed.success) trustPointer(parsed.data);
  else console.error('Invalid /remotes.json inlined in this page', parsed.error.issues);

  const loadPage = async (path: string): Promise<PageModule> => {
    const route = current.model.routes.get(routeKey(path));
    if (!route) throw new PageLoadError(`No section serves ${path}`);
    if (!parsed.success) throw new PageLoadError('The list of live sections is invalid');
    try {
      const mod = await loadRoutesModule(route.section as SectionName);
      const loader = mod.routes[route.path];
      if (!loader) throw new Error(`Section ${route.section} has no page ${route.path}`);
      return (await loader()) as PageModule;
    } catch (error) {
      throw new PageLoadError(`Could not load ${route.path}`, { cause: error });
    }
  };
  const pages = createClientPageSource(loadPage);
  const here = resolvePath(location.pathname, current.model, REDIRECTS);
  if (here.kind === 'page') {
    try {
      await pages.preload(here.route.path);
    } catch (error) {
      console.error(error);
      const prerendered = document.querySelector('.doc-page');
      pages.setIsland(here.route.path, { island: prerendered?.innerHTML ?? '', error });
    }
  }

  const root = document.getElementById('root')!;
  const tree = (
    <StrictMode>
      <BrowserRouter>
        <SiteRoot initial={current.model} preload={(p) => pages.preload(p)} onModel={(set) => (current.setModel = set)}>
          <PageSourceContext.Provider value={pages}>
            <App />
            <ScrollManager />
          </PageSourceContext.Provider>
        </SiteRoot>
      </BrowserRouter>
    </StrictMode>
  );
  // Hydrate only when this HTML was rendered for what this URL shows (a 404.html served for
  // `/x.html` was not); otherwise render afresh rather than patch mismatched markup.
  const matches = here.kind === 'page' ? here.route.path === data.renderedPath : here.kind === 'not-found' && data.renderedPath === null;
  if (matches) {
    hydrateRoot(root, tree, { onRecoverableError: (e) => console.error('Recoverable render error', e) });
  } else {
    root.textContent = '';
    createRoot(root).render(tree);
  }
  if (parsed.success) {
    void refreshNavigation(data, parsed.data, (next, pointer) => {
      trustPointer(pointer);
      current.model = buildNavModel(next);
      current.setModel(current.model);
    });
  }
}
