import {
  routeKey,
  SECTION_ARTEFACTS,
  sectionBuildBase,
  type RemotesPointer,
  type SectionName,
  POINTER_FILE,
  SITE_BASE_URL,
} from '@roo-docs/schemas/contract';
import { navSectionOf, pathsOf } from '../shared/nav-model.ts';
import type { NavSection, SiteData } from '../shared/site-data.ts';
import { checkInlinePointer } from '../shared/pointer-check.ts';
import { parseNavFile } from './nav-file.ts';
import { sha256 } from './sha256.ts';

async function getText(url: string, cache: RequestCache): Promise<string> {
  const res = await fetch(url, { cache });
  if (!res.ok) throw new Error(`HTTP ${res.status} for ${url}`);
  return res.text();
}

const getJson = async (url: string, cache: RequestCache): Promise<unknown> => JSON.parse(await getText(url, cache));

/** `nav.json` with the bytes the pointer published: a torn or swapped file is refused, not read. */
async function checkedNavFile(url: string, expected: string) {
  const text = await getText(url, 'force-cache');
  if ((await sha256(text)) !== expected)
    throw new Error(`${url} is not the file ${SITE_BASE_URL}${POINTER_FILE} published (its sha256 differs)`);
  return parseNavFile(JSON.parse(text), url);
}

async function sectionNav(section: SectionName, pointer: NonNullable<RemotesPointer['sections'][SectionName]>) {
  // The compact table beside routes.json (the contract's nav-file.ts), checked by its hash; a
  // pointer without that hash is older than it, and its build may have no nav.json: routes.json then.
  const navUrl = sectionBuildBase(section, pointer.buildId) + SECTION_ARTEFACTS.nav;
  const expected = pointer.hashes.nav;
  const table = expected
    ? await checkedNavFile(navUrl, expected)
    : await getJson(navUrl, 'force-cache').then(
        (raw) => parseNavFile(raw, navUrl),
        async () => {
          // Only builds older than nav.json take this path: the full schema is fetched for them alone.
          const { sectionRouteTableSchema } = await import('@roo-docs/schemas/navigation');
          return sectionRouteTableSchema.parse(await getJson(pointer.routes, 'force-cache'));
        },
      );
  if (table.section !== section || table.buildId !== pointer.buildId)
    throw new Error(`${pointer.routes} is not build ${pointer.buildId} of ${section}`);
  return navSectionOf(table);
}

/**
 * A page inlines only the navigation it shows, as of its own section's last publish. Once it is
 * interactive, this reads the live `/remotes.json` and every live section's compact route table,
 * so the sidebar fills its closed categories and client navigation reaches every page, including
 * those of sections published since, without any rebuild of this page.
 */
export async function loadFullNavigation(
  data: SiteData,
  inlined: RemotesPointer,
  apply: (nav: SiteData['nav'], pointer: RemotesPointer) => void,
): Promise<void> {
  // The same plain check as the pointer inlined in the page (deploy wrote both after checking them
  // with the full schema): artefacts stay inside their own build folders.
  const pointerUrl = `${SITE_BASE_URL}${POINTER_FILE}`;
  const live = checkInlinePointer(await getJson(pointerUrl, 'no-cache'));
  if (!live) throw new Error(`${pointerUrl} is not a valid list of live sections`);
  // Keep this page's own section as rendered: its HTML and code are one publish.
  const pointer: RemotesPointer = { ...live, sections: { ...live.sections, ...pick(inlined, data, live) } };
  const nav: Partial<Record<SectionName, NavSection>> = {};
  const entries = Object.entries(pointer.sections) as [SectionName, NonNullable<RemotesPointer['sections'][SectionName]>][];
  const loaded = await Promise.allSettled(entries.map(([section, p]) => sectionNav(section, p)));
  const failed: string[] = [];
  entries.forEach(([section], i) => {
    const r = loaded[i]!;
    if (r.status === 'fulfilled') nav[section] = r.value;
    else failed.push(`${section}: ${r.reason instanceof Error ? r.reason.message : String(r.reason)}`);
  });
  // All or nothing: a model built from some sections would drop the others' pages.
  if (failed.length) throw new Error(`Navigation of ${failed.join('; ')}`);
  apply(nav, pointer);
}

// The live entry when it is still the page's build: it carries the nav hash the page leaves out.
function pick(inlined: RemotesPointer, data: SiteData, live: RemotesPointer): RemotesPointer['sections'] {
  const own = data.renderedPath
    ? Object.entries(data.nav).find(([, s]) => s && pathsOf(s).map(routeKey).includes(routeKey(data.renderedPath!)))?.[0]
    : undefined;
  const p = own ? inlined.sections[own as SectionName] : undefined;
  const current = own ? live.sections[own as SectionName] : undefined;
  return own && p ? { [own]: current?.buildId === p.buildId ? current : p } : {};
}
