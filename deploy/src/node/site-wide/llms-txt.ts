import { SECTION_NAMES, SITE_URL, type SectionRouteTable } from '@roo-docs/schemas';
const HEADINGS: Record<SectionRouteTable['section'], string> = {
  'getting-started': 'Getting started and basic usage',
  features: 'Features and advanced usage',
  providers: 'Model providers',
  cloud: 'Roo Code Cloud',
  'update-notes': 'Release notes',
};
// Markdown link text and descriptions: no bracket or newline may break the list.
const clean = (s: string) => s.replace(/[\r\n]+/g, ' ').replace(/[[\]]/g, '');

/**
 * `llms.txt` (llmstxt.org): the site as a Markdown index for language models and tools, one list
 * per live section in sidebar order, each page with its one-sentence description. Release notes
 * go under "Optional", the part a reader with little context to spare may skip.
 */
export function llmsTxt(tables: SectionRouteTable[]): string {
  const byName = new Map(tables.map((t) => [t.section, t]));
  const lines = [
    '# Roo Code Documentation',
    '',
    '> Roo Code is an open-source AI coding agent that runs as an extension in VS Code. These docs cover installing it, connecting a model provider, its features and tools, Roo Code Cloud, and every release.',
    '',
  ];
  for (const section of SECTION_NAMES) {
    const table = byName.get(section);
    if (!table) continue;
    lines.push(section === 'update-notes' ? '## Optional' : `## ${HEADINGS[section]}`, '');
    for (const r of table.routes) lines.push(`- [${clean(r.title)}](${SITE_URL}${r.path}): ${clean(r.description)}`);
    lines.push('');
  }
  return lines.join('\n');
}
