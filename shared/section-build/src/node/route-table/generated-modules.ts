import { existsSync, writeFileSync } from 'node:fs';
import { mkdir, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { RouteEntry } from '@roo-docs/schemas';
import type { ContentFile } from '../pages/content.ts';
import { pageModuleName, pageModuleSource, parcelModuleSource, routesModuleSource } from './routes-module.ts';
import {
  DEV_GENERATED_DIR,
  DEV_NAV_STAMP,
  DEV_SEARCH_STAMP,
  devNavStampSource,
  devPageModuleSource,
  devRoutesIndex,
  devSearchStampSource,
} from './dev-modules.ts';
import type { BuildMode } from '@roo-docs/build-kit';
import { writeIfChanged } from '../files/known-files.ts';
import { pageMetas, type PageMetaExtras } from './page-meta.ts';

/**
 * Writes `.generated/` (`.generated-dev/` for the dev server, with the navigation's stamp from
 * `sidebar`): the route table and its buckets, the parcel, and one module per page (stale ones
 * removed), each with its `meta` (`extras`: share images, alternates). Returns each page module's
 * source by route, which the page's key hashes (build/page-keys.ts).
 */
export async function writeGeneratedModules(
  remoteDir: string,
  section: string,
  files: ContentFile[],
  routes: RouteEntry[],
  mode: BuildMode = 'production',
  sidebar: unknown = null,
  extras: PageMetaExtras = {},
): Promise<Map<string, string>> {
  const dev = mode === 'development';
  const dir = join(remoteDir, dev ? DEV_GENERATED_DIR : '.generated');
  const pagesDir = join(dir, 'pages');
  await mkdir(pagesDir, { recursive: true });
  const meta = pageMetas(routes, extras);
  const names = new Set<string>();
  const sources = new Map<string, string>();
  for (const f of files) {
    const name = pageModuleName(f.route);
    if (names.has(name))
      throw new Error(`${f.relative}: its route ${f.route} gives a page module name another page has (${name})`);
    names.add(name);
    const pageMeta = meta.get(f.route) ?? null;
    const source = dev ? devPageModuleSource(f, pageMeta) : pageModuleSource(f, pageMeta);
    writeIfChanged(join(pagesDir, name), source);
    sources.set(f.route, source);
  }
  for (const stale of (await readdir(pagesDir)).filter((n) => !names.has(n))) await rm(join(pagesDir, stale));
  const table = routesModuleSource(section, files);
  const bucketsDir = join(dir, 'route-buckets');
  await mkdir(bucketsDir, { recursive: true });
  for (const [name, source] of table.buckets) writeIfChanged(join(bucketsDir, `${name}.js`), source);
  const kept = new Set([...table.buckets.keys()].map((name) => `${name}.js`));
  for (const stale of (await readdir(bucketsDir)).filter((n) => !kept.has(n))) await rm(join(bucketsDir, stale));
  if (dev) {
    writeIfChanged(join(dir, DEV_NAV_STAMP), devNavStampSource({ sidebar, routes }));
    // The dev server keeps it up to date from then on.
    if (!existsSync(join(dir, DEV_SEARCH_STAMP))) writeFileSync(join(dir, DEV_SEARCH_STAMP), devSearchStampSource(''));
  }
  writeIfChanged(join(dir, 'routes.js'), dev ? devRoutesIndex(table.index) : table.index);
  writeIfChanged(join(dir, 'parcel.js'), parcelModuleSource());
  return sources;
}
