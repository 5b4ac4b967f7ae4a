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
