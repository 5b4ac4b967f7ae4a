import { markdownUrlOf, SECTION_NAMES, sectionLabel, sectionRecord, SITE_URL, type SectionRouteTable } from '@roo-docs/schemas';
import { optionalFilesSentence } from './optional-sections.ts';
// Markdown link text and descriptions: no bracket or newline may break the list.
const clean = (s: string) => s.replace(/[\r\n]+/g, ' ').replace(/[[\]]/g, '');

/** What llms.txt says the site is, and llms-full.txt repeats at its top. */
export const SITE_SUMMARY =
  'Roo Code is an open-source AI coding agent that runs as an extension in VS Code. These docs cover installing it, connecting a model provider, its features and tools, Roo Code Cloud, and every release.';

/**
 * `llms.txt` (llmstxt.org): the site as a Markdown index for language models and tools, one list
 * per live section in sidebar order, each page with its one-sentence description. Each link is the
 * page's Markdown twin where it has one (`hasTwin`), else the page. Release notes go under
 * "Optional", the part a reader with little context to spare may skip; the whole docs in one file
 * are `/llms-full.txt`.
 */
export function llmsTxt(tables: SectionRouteTable[], hasTwin: (route: string) => boolean = () => false): string {
  const byName = new Map(tables.map((t) => [t.section, t]));
  const lines = [
    '# Roo Code Documentation',
    '',
    `> ${SITE_SUMMARY}`,
    '',
    `Every page below is also one Markdown file; all docs pages in sidebar order: ${[`${SITE_URL}/llms-full.txt`, optionalFilesSentence()].filter(Boolean).join(', ')}.`,
    '',
  ];
  for (const section of SECTION_NAMES) {
    const table = byName.get(section);
    if (!table) continue;
    lines.push(sectionRecord(section).llms === 'optional' ? '## Optional' : `## ${sectionLabel(section)}`, '');
    for (const r of table.routes) {
      const url = hasTwin(r.path) ? markdownUrlOf(r.path) : `${SITE_URL}${r.path}`;
      lines.push(`- [${clean(r.title)}](${url}): ${clean(r.description)}`);
    }
    lines.push('');
  }
  return lines.join('\n');
}
