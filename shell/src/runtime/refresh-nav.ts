import type { RemotesPointer, SectionName } from '@roo-docs/schemas';
import { navSectionOf, pathsOf, routeKey } from '../shared/nav-model.ts';
import type { NavSection, SiteData } from '../shared/site-data.ts';

async function getJson(url: string, cache: RequestCache): Promise<unknown> {
  const res = await fetch(url, { cache });
  if (!res.ok) throw new Error(`HTTP ${res.status} for ${url}`);
  return res.json();
}

/**
 * A page's inlined navigation is as old as its own section's last publish. After hydration, read
 * the live `/remotes.json` and fetch the route tables of sections published since, so the sidebar
 * and client navigation reach their new pages without any rebuild of this page.
 */
export async function refreshNavigation(
  data: SiteData,
  inlined: RemotesPointer,
  apply: (nav: SiteData['nav'], pointer: RemotesPointer) => void,
): Promise<void> {
  try {
    // Loaded after hydration: the full schemas stay out of the first-visit bundle.
    const { remotesPointerSchema, sectionRouteTableSchema } = await import('@roo-docs/schemas');
    const live = remotesPointerSchema.parse(await getJson('/remotes.json', 'no-cache'));
    const nav: Partial<Record<SectionName, NavSection>> = { ...data.nav };
    let changed = false;
    for (const [section, pointer] of Object.entries(live.sections) as [
      SectionName,
      NonNullable<RemotesPointer['sections'][SectionName]>,
    ][]) {
      if (nav[section]?.buildId === pointer.buildId) continue;
      const table = sectionRouteTableSchema.parse(await getJson(pointer.routes, 'force-cache'));
      if (table.section !== section || table.buildId !== pointer.buildId)
        throw new Error(`${pointer.routes} is not build ${pointer.buildId} of ${section}`);
      nav[section] = navSectionOf(table);
      changed = true;
    }
    for (const section of Object.keys(nav) as SectionName[]) {
      if (!live.sections[section]) {
        delete nav[section];
        changed = true;
      }
    }
    // Keep this page's own section as rendered: its HTML and code are one publish.
    if (changed) apply(nav, { ...live, sections: { ...live.sections, ...pick(inlined, data) } });
  } catch (error) {
    console.warn('Could not refresh the site navigation; using the copy in this page', error);
  }
}

function pick(inlined: RemotesPointer, data: SiteData): RemotesPointer['sections'] {
  const own = data.renderedPath
    ? Object.entries(data.nav).find(([, s]) => s && pathsOf(s).map(routeKey).includes(routeKey(data.renderedPath!)))?.[0]
    : undefined;
  const p = own ? inlined.sections[own as SectionName] : undefined;
  return own && p ? { [own]: p } : {};
}
