import type { SectionName } from './sections.ts';

/** The Module Federation container name of a section: a valid JS identifier, distinct per section. */
export function containerName(section: SectionName | string): string {
  return `roo_${section.replace(/[^a-z0-9]/g, '_')}`;
}
