import { markdownFileOf, type SectionName, type SectionRouteTable } from '@roo-docs/schemas';
import { htmlFileOf } from '../origin/origin.ts';

/** The set holding the shell's own pages; 'site' holds everything no section or the shell owns. */
export const SHELL_SET = 'shell';
export const SITE_SET = 'site';
const SHELL_PAGES = new Set(['404.html', 'search/index.html']);

// A page's precompressed twins travel with it.
const untwinned = (file: string) => file.replace(/\.(br|gz)$/, '');

/**
 * Splits the files of a page folder into page sets: each section's pages (their HTML and any
 * twin beside it, such as `<route>.md`), the shell's pages, and the site-wide rest (pointer,
 * sitemap, llms.txt, redirect pages, hand-placed files). A section publish re-renders only its own
 * pages, so only its set and the site-wide one change; each switches with the pointer.
 */
export function splitIntoSets(files: string[], tables: Map<SectionName, SectionRouteTable>): Map<string, string[]> {
  const owner = new Map<string, string>();
  for (const [section, table] of tables) {
    for (const route of table.routes) {
      const html = htmlFileOf(route.path);
      owner.set(html, section);
      owner.set(markdownFileOf(route.path), section);
    }
  }
  const sets = new Map<string, string[]>();
  for (const file of files) {
    const base = untwinned(file);
    const name = SHELL_PAGES.has(base) ? SHELL_SET : (owner.get(base) ?? SITE_SET);
    const list = sets.get(name) ?? [];
    list.push(file);
    sets.set(name, list);
  }
  return sets;
}
