import { startTransition, StrictMode, useEffect, useMemo, useState } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { unstable_HistoryRouter as HistoryRouter } from 'react-router';
import type { RemotesPointer, SectionName } from '@roo-docs/schemas';
import { checkInlinePointer } from '../shared/pointer-check.ts';
import { expandPointer, type InlinePointer } from '../shared/inline-pointer.ts';
import { App } from '../shared/App.tsx';
import { buildNavModel, routeKey, type NavModel } from '../shared/nav-model.ts';
import { PageLoadError, PageSourceContext, type PageModule } from '../shared/pages.ts';
import { REDIRECTS } from '../shared/redirects.ts';
import { resolvePath, SEARCH_PATH } from '../shared/resolve-path.ts';
import { LATE_STYLES_ID, SITE_DATA_ID, type SiteData } from '../shared/site-data.ts';
import { SiteContext, type SiteContextValue } from '../shared/site-context.ts';
import { openDeferredGate } from '../shared/deferred.tsx';
import { DEV_PAGE_EVENT, DEV_ROUTES_EVENT } from '../shared/use-dev-page.ts';
import { NavigationBridge, ScrollManager } from './navigation.tsx';
import { rememberFailedLoad, takeFailedLoad } from './failed-load.ts';
import { loadBounds, timedOut, withDeadline } from './load-bounds.ts';
import { insertLateStyles } from './late-styles.ts';
import { nextTask } from './next-task.ts';
import { createClientPageSource } from './page-source.ts';
import { searchFor } from './search-service.ts';
import { sidebarsFromMarkup } from './sidebar-from-markup.ts';
import { createSiteHistory } from './site-history.ts';
import { whenIdle } from './when-idle.ts';
import { mayHaveDevSections } from './dev-override/quick-check.ts';

function idle(): Promise<void> {
  return new Promise((resolve) => {
    const later = () => whenIdle(resolve, { timeoutMs: 3000, fallbackMs: 1000 });
    if (document.readyState === 'complete') later();
    else addEventListener('load', later, { once: true });
  });
}

function readSiteData(): SiteData {
  const el = document.getElementById(SITE_DATA_ID);
  if (!el?.textContent) throw new Error('This page has no site data; was it prerendered by deploy?');
  const inline = JSON.parse(el.textContent) as Omit<SiteData, 'remotes'> & { remotes: InlinePointer };
  const data = { ...inline, remotes: expandPointer(inline.remotes) };
  return sidebarsFromMarkup(data, document.querySelector('nav.sidebar'));
}

// Registration waits for the federation runtime, which loads after hydration starts.
let registered: Promise<void> = Promise.resolve();
let trusted: RemotesPointer | null = null;
const failedSections = new Set<SectionName>();
const livePointer = () => trusted;
// A new search function only when the live pointer changes: search hooks then ask again, of the
// new shards (a page's inlined pointer may predate a release). One per model would re-ask at
// every navigation update.
let searchOfPointer: { pointer: RemotesPointer | null; search: () => ReturnType<typeof searchFor> } | null = null;
function liveSearch() {
  if (searchOfPointer?.pointer !== trusted) searchOfPointer = { pointer: trusted, search: () => searchFor(livePointer) };
  return searchOfPointer.search;
}

function trustPointer(pointer: RemotesPointer): void {
  trusted = pointer;
  // Federation code is fetched with the first section it loads, after the shell is interactive.
  registered = registered
    .then(() => hydrated)
    .then(() => import('./federation.ts'))
    .then((f) => f.registerSections(pointer, true));
}

/** Holds the navigation model in state so a refreshed model re-renders sidebar and routes. */
function SiteRoot(props: {
  initial: NavModel;
  preload: (p: string) => Promise<void>;
  completeNav: () => Promise<void>;
  onModel: (set: (m: NavModel) => void) => void;
  children: React.ReactNode;
}) {
  const [model, setModel] = useState(props.initial);
  const { onModel, preload, completeNav } = props;
  // A block body: the arrow's value would be taken as the effect's cleanup, which StrictMode's
  // second run in development calls (setModel(undefined), a blank page).
  useEffect(() => {
    onModel(setModel);
  }, [onModel]);
  // Marks the moment the page is interactive (tests and the benchmark wait for it).
  useEffect(() => {
    // The mark is exact; the attribute's rounded value is only for selectors.
    const at = performance.mark(HYDRATED_MARK).startTime;
    document.documentElement.setAttribute('data-hydrated', String(Math.round(at)));
    markHydrated();
  }, []);
  const site = useMemo<SiteContextValue>(
    () => ({ model, redirects: REDIRECTS, preload, completeNav, search: liveSearch() }),
    [model, preload, completeNav],
  );
  return (
    <SiteContext.Provider value={site}>
      {props.children}
      <NavigationBridge site={site} />
    </SiteContext.Provider>
  );
}

const HYDRATED_MARK = 'roo:hydrated';
let markHydrated: () => void = () => {};
const hydrated = new Promise<void>((resolve) => (markHydrated = resolve));
void hydrated.then(() => {
  openDeferredGate();
  // With scripting on, a <noscript> in the head holds its links as text.
  const late = document.getElementById(LATE_STYLES_ID)?.textContent;
  if (late) insertLateStyles(late);
});

export async function boot(): Promise<void> {
  const data = readSiteData();
  const current = { model: buildNavModel(data.nav, data), setModel: (_: NavModel) => {} };
  const pointer = checkInlinePointer(data.remotes);
  // Sections a writer takes from their own server (`?dev=`): their code is loaded only then.
  const local =
    pointer && mayHaveDevSections() ? await import('./dev-override/start.ts').then((m) => m.startDevSections(pointer)) : null;
  // An invalid pointer is a failed remote for every section: pages stay readable, nothing runs.
  if (pointer) trustPointer(pointer);
  else console.error('The list of live sections inlined in this page is invalid; showing the saved page only');

  // The page inlined only the navigation it shows; the rest is fetched once (a failure is retried
  // by the next call). Newer sections published since this page come with it.
  let completing: Promise<void> | null = null;
  const completeNav = (): Promise<void> => {
    if (!pointer) return Promise.resolve();
    completing ??= import('./refresh-nav.ts')
      .then(({ loadFullNavigation }) =>
        loadFullNavigation(data, pointer, (next, live) => {
          // Registering the same builds again would make the federation runtime warn and reload.
          const sections = Object.keys({ ...live.sections, ...trusted?.sections }) as SectionName[];
          const changed = sections.some((s) => live.sections[s]?.buildId !== trusted?.sections[s]?.buildId);
          // The same builds with another search shard (a dev server's section, whose build id stays
          // while its pages change): search reads the new shards, nothing is registered again.
          const reindexed = sections.some(
            (s) => live.sections[s]?.hashes.searchShard !== trusted?.sections[s]?.hashes.searchShard,
          );
          if (changed) trustPointer(live);
          else if (reindexed) trusted = live;
          current.model = buildNavModel(next);
          // The fuller sidebar renders in slices between the browser's own work, not in one task.
          startTransition(() => current.setModel(current.model));
        }),
      )
      .catch((error: unknown) => {
        completing = null;
        console.warn('Could not load the site navigation; using the part inlined in this page', error);
      });
    return completing;
  };
  // The dev server changed a page or a route table: titles and pages of the sidebar follow.
  for (const event of [DEV_PAGE_EVENT, DEV_ROUTES_EVENT])
    addEventListener(event, () => {
      completing = null;
      void completeNav();
    });

  const loadPage = async (path: string): Promise<PageModule> => {
    if (!current.model.routes.has(routeKey(path)) && !current.model.complete) await completeNav();
    const route = current.model.routes.get(routeKey(path));
    if (!route) throw new PageLoadError(`No section serves ${path}`);
    if (!pointer) throw new PageLoadError('The list of live sections is invalid');
    const fromSection = async () => {
      await registered;
      const federation = await import('./federation.ts');
      if (failedSections.delete(route.section) && trusted) await federation.resetSection(route.section, trusted);
      const mod = await federation.loadRoutesModule(route.section as SectionName);
      const found = await mod.findPage(route.path);
      if (!found) throw new Error(`Section ${route.section} has no page ${route.path}`);
      const page = (await found.load()) as PageModule;
      // The page's module ran in the task its chunk arrived in; rendering it gets tasks of its own.
      await nextTask();
      return page;
    };
    try {
      // Everything the page needs (manifest, remoteEntry, its chunks) within one bound: chunks come
      // through the section's own script loader, which nothing else here can time.
      return await withDeadline(fromSection(), loadBounds().totalMs, `Loading ${route.path} from the ${route.section} section`);
    } catch (error) {
      failedSections.add(route.section);
      throw new PageLoadError(`Could not load ${route.path}`, { cause: error });
    }
  };
  // Back/forward into a section that let its bound pass: load the page the ordinary way, as a
  // click does (its prerendered copy shows with the notice), instead of an error box.
  const pages = createClientPageSource(loadPage, (path, error) => {
    if (!timedOut(error) || routeKey(location.pathname) !== routeKey(path)) return;
    rememberFailedLoad(path);
    location.reload();
  });
  const here = resolvePath(location.pathname, current.model, REDIRECTS);
  // A local section's page is drawn afresh from its own code: hydrating the published HTML with
  // it would mismatch wherever the writer changed something.
  const localPage = here.kind === 'page' && !!local?.has(here.route.section as SectionName);
  if (here.kind === 'page' && here.route.path === data.renderedPath && !localPage) {
    // Hydrate now; the page's Suspense boundary keeps its server HTML until its code arrives
    // (selective hydration). If the code never arrives, that HTML stays as a static island.
    // The page's own code is requested only once the shell is interactive.
    // A click into this page's section timed out moments ago: show the saved copy and the notice
    // now rather than wait out the same bound again (Retry tries afresh).
    const after = takeFailedLoad(here.route.path)
      ? hydrated.then(() => Promise.reject(new PageLoadError(`The section of ${here.route.path} timed out just before`)))
      : hydrated;
    pages.startWithFallback(here.route.path, document.querySelector('.doc-page')?.innerHTML ?? '', after);
  }

  const history = createSiteHistory(() => ({ model: current.model, redirects: REDIRECTS, preload: pages.preload }));
  const root = document.getElementById('root')!;
  const tree = (
    <StrictMode>
      <HistoryRouter history={history}>
        <SiteRoot
          initial={current.model}
          preload={(p) => pages.preload(p)}
          completeNav={completeNav}
          onModel={(set) => (current.setModel = set)}
        >
          <PageSourceContext.Provider value={pages}>
            <App />
            <ScrollManager />
          </PageSourceContext.Provider>
        </SiteRoot>
      </HistoryRouter>
    </StrictMode>
  );
  // Hydrate only when this HTML was rendered for what this URL shows (a 404.html served for
  // `/x.html` was not); otherwise render afresh rather than patch mismatched markup.
  const matches =
    here.kind === 'page'
      ? here.route.path === data.renderedPath && !localPage
      : here.kind === 'search'
        ? data.renderedPath === SEARCH_PATH
        : here.kind === 'not-found' && data.renderedPath === null;
  if (matches) {
    // As a transition, hydration yields to the browser every few milliseconds instead of
    // holding the main thread for the whole page (a long task a phone feels as a frozen page).
    startTransition(() => {
      hydrateRoot(root, tree, { onRecoverableError: (e) => console.error('Recoverable render error', e) });
    });
  } else {
    root.textContent = '';
    createRoot(root).render(tree);
  }
  // Consent and analytics never delay reading: their code arrives once the page is idle.
  void hydrated
    .then(idle)
    .then(() => import('./consent/mount.tsx'))
    .then((m) => m.mountConsent(), console.warn);
  // Not urgent: the inlined navigation draws this page; the rest comes once the page is idle and
  // its own code has arrived (the model update re-renders the page, which must be hydrated by then).
  await hydrated.then(idle);
  if (here.kind === 'page') await pages.preload(here.route.path).catch(() => undefined);
  await completeNav();
}
