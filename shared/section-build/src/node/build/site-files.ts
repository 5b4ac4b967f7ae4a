import { cpSync, readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { firstSegment, SECTION_ARTEFACTS, type RouteEntry, type SectionName } from '@roo-docs/schemas';
import type { GeneratedContent } from '../pages/content-step.ts';

// What publishing adds beside a file of a build folder on the origin: its compressed twins, and the
// temporary name each is written under. They are the server's, never the section's own files.
const SERVER_COPY = /\.(?:br|gz)$|\.tmp-\d+$/;

/**
 * Site paths (`/update-notes/rss.xml`) of the files in a folder laid out as the site; none when it
 * does not exist. A build folder on the origin is compressed in the background while a publish
 * reads it: the twins, finished or half-written, are left out.
 */
export function listSiteFiles(dir: string): string[] {
  let entries;
  try {
    entries = readdirSync(dir, { recursive: true, withFileTypes: true });
  } catch {
    return [];
  }
  return entries
    .filter((e) => e.isFile() && !SERVER_COPY.test(e.name))
    .map((e) => `/${relative(dir, join(e.parentPath, e.name)).split(sep).join('/')}`)
    .sort();
}

/** The site files the content step left for the section to publish. */
export const siteFilePaths = (generated: GeneratedContent | null): string[] =>
  generated?.siteFiles ? listSiteFiles(generated.siteFiles) : [];

/**
 * Why a section may not publish these files, or null: each must lie under a first path segment its
 * pages use (no section writes into another's part of the site) and be no page's HTML.
 */
export function siteFileFault(section: SectionName, paths: readonly string[], routes: readonly RouteEntry[]): string | null {
  const segments = new Set(routes.map((r) => firstSegment(r.path)).filter(Boolean));
  for (const path of paths) {
    if (!segments.has(firstSegment(path)) || path.split('/').length < 3)
      return `${section}: ${path} lies outside the section's own paths (${[...segments].map((s) => `/${s}/`).join(', ')})`;
    if (path.endsWith('.html')) return `${section}: ${path} would take the place of a page`;
    if (SERVER_COPY.test(path)) return `${section}: ${path} is a name the server keeps for compressed copies`;
  }
  return null;
}

/** Copies the section's own site files into the build (`site-files/`), where publishing finds them. */
export function copySiteFiles(
  { section, generated }: { section: SectionName; generated: GeneratedContent | null },
  routes: readonly RouteEntry[],
  staging: string,
): void {
  const paths = siteFilePaths(generated);
  if (!paths.length) return;
  const fault = siteFileFault(section, paths, routes);
  if (fault) throw new Error(fault);
  cpSync(generated!.siteFiles!, join(staging, SECTION_ARTEFACTS.siteFiles), { recursive: true });
}
