import { SECTION_NAMES, sectionRecord, SITE_URL, type SectionName } from '@roo-docs/schemas';

/** A section the record marks `llms: 'optional'`: left out of `/llms-full.txt`, with a file of its own. */
export interface OptionalSection {
  section: SectionName;
  /** How the files name it ('release notes'). */
  name: string;
  /** Its own llms-full file, under its first folder (`/update-notes/llms-full.txt`). */
  path: string;
  /** The folder's address, where readers browse it. */
  home: string;
}

/** The record's optional sections, in its order: the release notes on this site. */
export const OPTIONAL_SECTIONS: readonly OptionalSection[] = SECTION_NAMES.filter(
  (s) => sectionRecord(s).llms === 'optional',
).map((section) => {
  const first = sectionRecord(section).contexts[0]!;
  return {
    section,
    name: first.label.toLowerCase(),
    path: `/${first.prefix}/llms-full.txt`,
    home: `${SITE_URL}/${first.prefix}/`,
  };
});

/** What the index and the docs file say of the optional files: 'the release notes: <url>'. */
export const optionalFilesSentence = (): string => OPTIONAL_SECTIONS.map((o) => `the ${o.name}: ${SITE_URL}${o.path}`).join(', ');
