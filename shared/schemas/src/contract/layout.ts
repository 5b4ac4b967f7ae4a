import type { SectionName } from './sections.ts';

/**
 * Where a section build lives on the origin: `/_mf/<section>/<buildId>/`, immutable once
 * published. Every artefact URL of a section's pointer must start with it.
 */
export function sectionBuildBase(section: SectionName | string, buildId: string): string {
  return `/_mf/${section}/${buildId}/`;
}

/** True when a URL stays inside the build's own folder (no other origin, section or `..`). */
export function isInsideBuild(url: string, section: SectionName | string, buildId: string): boolean {
  return url.startsWith(sectionBuildBase(section, buildId)) && !url.includes('..');
}

// Version pages (`/update-notes/v3.28.17`) have dots too, but none of these endings.
const SITE_FILE = /\.(?:xml|json|txt|md)$/i;

/**
 * Whether a site path names a file the site serves beside its pages (a feed, a schema, a Markdown
 * twin): no route renders it, so a link to it must reach the server, never a client router.
 */
export const isSiteFilePath = (path: string): boolean => SITE_FILE.test(path.replace(/[?#].*$/, ''));
