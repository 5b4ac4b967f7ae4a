import { DOCUMENTED_RELEASE, SITE_URL } from '@roo-docs/schemas';

export interface TwinPage {
  route: string;
  title: string;
  description: string;
}

// A title or description is one line of Markdown: no newline or leading mark may start a block.
const oneLine = (s: string) => s.replace(/\s+/g, ' ').trim();

/**
 * The lines every twin starts with: its title as the only `#` heading, the canonical URL of the
 * page and the release it documents, then the page's one-sentence description.
 */
export function twinHeader({ route, title, description }: TwinPage): string {
  return [
    `# ${oneLine(title)}`,
    '',
    `URL: ${SITE_URL}${route}`,
    `Documents Roo Code ${DOCUMENTED_RELEASE.version} (${DOCUMENTED_RELEASE.date}).`,
    '',
    `> ${oneLine(description)}`,
    '',
    '',
  ].join('\n');
}

/** A page's whole Markdown twin: its header, then its body (already Markdown), ending in one newline. */
export function markdownTwin(page: TwinPage, body: string): string {
  return `${twinHeader(page)}${body.trim()}\n`;
}
