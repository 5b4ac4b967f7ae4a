import { routeKey } from '@roo-docs/schemas/contract';
import { checkInlinePointer } from '../shared/pointer-check.ts';
import { REDIRECTS } from '../shared/redirects.ts';
import { resolvePath } from '../shared/resolve-path.ts';
import { startServedPage } from './boot/first-page.ts';
import { mountShell, shellTree } from './boot/hydrate.tsx';
import { createHydration, idle } from './boot/hydration.ts';
import { pageLoader } from './boot/load-page.ts';
import { createSiteNav } from './boot/nav-completion.ts';
import { readSiteData } from './boot/read-site-data.ts';
import { htmlMatches } from './boot/served-html.ts';
import { createSections } from './boot/sections.ts';
import { mayHaveDevSections } from './dev-override/quick-check.ts';
import { rememberFailedLoad } from './failed-load.ts';
import { timedOut } from './load-bounds.ts';
import { createClientPageSource } from './page-source.ts';

/** Starts the shell on a served page: site data, live sections, navigation, page source, then the tree. */
export async function boot(): Promise<void> {
  const hydration = createHydration();
  const data = readSiteData();
  const pointer = checkInlinePointer(data.remotes);
  // Sections a writer takes from their own server (`?dev=`): their code is loaded only then.
  const local =
    pointer && mayHaveDevSections() ? await import('./dev-override/start.ts').then((m) => m.startDevSections(pointer)) : null;
  const sections = createSections(hydration.done);
  // An invalid pointer is a failed remote for every section: pages stay readable, nothing runs.
  if (pointer) sections.trust(pointer);
  else console.error('The list of live sections inlined in this page is invalid; showing the saved page only');
  const nav = createSiteNav(data, pointer, sections);

  // Back/forward into a section that let its bound pass: load the page the ordinary way, as a
  // click does (its prerendered copy shows with the notice), instead of an error box.
  const pages = createClientPageSource(pageLoader(nav, pointer ? sections : null), (path, error) => {
    if (!timedOut(error) || routeKey(location.pathname) !== routeKey(path)) return;
    rememberFailedLoad(path);
    location.reload();
  });
  const here = resolvePath(location.pathname, nav.model(), REDIRECTS);
  const localPage = here.kind === 'page' && !!local?.has(here.route.section);
  const hydrate = htmlMatches(here, data.renderedPath, localPage);
  if (hydrate && here.kind === 'page') startServedPage(pages, here.route, hydration.done);
  mountShell(shellTree(nav, sections, pages, hydration.mark), hydrate);

  // Consent and analytics never delay reading: their code arrives once the page is idle.
  void hydration.done
    .then(idle)
    .then(() => import('./consent/mount.tsx'))
    .then((m) => m.mountConsent(), console.warn);
  // Not urgent: the inlined navigation draws this page; the rest comes once the page is idle and
  // its own code has arrived (the model update re-renders the page, which must be hydrated by then).
  await hydration.done.then(idle);
  if (here.kind === 'page') await pages.preload(here.route.path).catch(() => undefined);
  await nav.complete();
}
