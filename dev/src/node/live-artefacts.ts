import { createHash } from 'node:crypto';
import { SECTION_ARTEFACTS, sectionBuildBase, type SectionName, type SectionPointer } from '@roo-docs/schemas/contract';
import type { SectionRouteTable } from '@roo-docs/schemas';
import type { LiveSection } from './section-server.ts';

/** The build id a live section has for its whole run: its files change under it, so nothing may cache them. */
export const devBuildId = (section: SectionName): string =>
  createHash('sha256').update(`dev:${section}`).digest('hex').slice(0, 12);

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The live section's route table as the pages now are. */
export const liveTable = (live: LiveSection): SectionRouteTable => live.compiler.routeTable(devBuildId(live.section));

interface ManifestItem {
  id?: string;
  assets?: Record<string, { async?: string[] } | undefined>;
}

const byId = (a: ManifestItem, b: ManifestItem) => String(a.id).localeCompare(String(b.id));

/**
 * The manifest as the site's server gives it, unchanged by compiles that change nothing the shell
 * loads it for. The shell refuses a manifest whose hash is not the one the page's pointer gave, and
 * a compile while a page loads (its own page's, started early) lists the same shared modules in
 * another order and adds chunks to the lists of async chunks, which only hint what to preload (a
 * section's own runtime loads its chunks): those lists are left empty and the rest kept in one order.
 */
export function canonicalManifest(text: string): string {
  const manifest = JSON.parse(text) as Record<string, unknown>;
  for (const key of ['shared', 'exposes', 'remotes']) {
    const list = manifest[key];
    if (!Array.isArray(list)) continue;
    for (const item of list as ManifestItem[])
      for (const kind of Object.values(item.assets ?? {})) if (kind?.async) kind.async = [];
    manifest[key] = [...(list as ManifestItem[])].sort(byId);
  }
  return JSON.stringify(manifest);
}

/** The section's artefacts as text, by file name in its build folder. */
export async function liveArtefacts(live: LiveSection): Promise<Record<'manifest' | 'routes' | 'nav', string>> {
  const res = await fetch(`${live.origin}/${SECTION_ARTEFACTS.manifest}`);
  if (!res.ok) throw new Error(`${live.section}: its dev server answered ${res.status} for the manifest`);
  const table = liveTable(live);
  return {
    manifest: canonicalManifest(await res.text()),
    routes: JSON.stringify(table),
    nav: JSON.stringify(live.compiler.navFile(table.buildId)),
  };
}

/** The pointer entry of a live section, with the hashes of what the site's server sends now. */
export async function livePointer(live: LiveSection, shard: string | null): Promise<SectionPointer> {
  const at = sectionBuildBase(live.section, devBuildId(live.section));
  const files = await liveArtefacts(live);
  return {
    buildId: devBuildId(live.section),
    manifest: `${at}${SECTION_ARTEFACTS.manifest}`,
    routes: `${at}${SECTION_ARTEFACTS.routes}`,
    searchShard: `${at}${SECTION_ARTEFACTS.searchShard}`,
    ssr: `${at}${SECTION_ARTEFACTS.ssr}`,
    hashes: {
      manifest: sha256(files.manifest),
      routes: sha256(files.routes),
      searchShard: sha256(shard ?? ''),
      nav: sha256(files.nav),
    },
  };
}
