import type { SectionName } from './sections.ts';
import type { SidebarTopItem } from './sidebar.ts';

/**
 * `nav.json` beside a section build's `routes.json`: what the shell's navigation needs of every
 * route and nothing more. The section build writes it; every page fetches it once idle, checked
 * against `hashes.nav` in the pointer.
 */
export interface SectionNavFile {
  schemaVersion: 1;
  section: SectionName;
  buildId: string;
  sidebar: SidebarTopItem[];
  /** `[path, title, sidebar label?]` of every route. */
  routes: ([string, string] | [string, string, string])[];
}
