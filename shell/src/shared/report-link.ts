import { SITE_URL } from '@roo-docs/schemas/contract';
import type { SectionName } from '@roo-docs/schemas/contract';

/** Where readers file problems with the docs. */
export const DOCS_ISSUES = 'https://github.com/RooCodeInc/Roo-Code-Docs/issues';

/**
 * A new issue on the docs repository, filled in with the page (title and URL) and the section
 * build that served it, so a maintainer sees which release of the section the reader read.
 */
export function reportProblemUrl(page: { path: string; title: string; section: SectionName; build: string | null }): string {
  const body = [
    `Page: ${SITE_URL}${page.path}`,
    `Section build: ${page.section} ${page.build ?? '(unknown)'}`,
    '',
    'What is wrong or missing on this page?',
    '',
  ].join('\n');
  const query = new URLSearchParams({ title: `Docs problem: ${page.title} (${page.path})`, body });
  return `${DOCS_ISSUES}/new?${query.toString()}`;
}
