import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { MARKDOWN_TWINS_FILE, type RemotesPointer, type SectionName } from '@roo-docs/schemas';

/** Every live page's Markdown twin, by route (section builds made before twins have none). */
export type SiteTwins = Map<string, string>;

/**
 * The twins of one live section, route → Markdown, from its build folder (`ssr/markdown.json`
 * beside the server bundle); null for a build made before twins existed.
 */
export async function readSectionTwins(originDir: string, pointer: RemotesPointer, section: SectionName) {
  const ssr = pointer.sections[section]?.ssr;
  if (!ssr) return null;
  const file = join(originDir, dirname(ssr), MARKDOWN_TWINS_FILE.replace(/^ssr\//, ''));
  const text = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) =>
    error.code === 'ENOENT' ? null : Promise.reject(error),
  );
  if (text === null) return null;
  const twins = JSON.parse(text) as unknown;
  if (!twins || typeof twins !== 'object' || Object.values(twins).some((t) => typeof t !== 'string'))
    throw new Error(`${file}: not a map of routes to Markdown`);
  return twins as Record<string, string>;
}

/** The twins of every section the pointer names. */
export async function readSiteTwins(originDir: string, pointer: RemotesPointer): Promise<SiteTwins> {
  const twins: SiteTwins = new Map();
  for (const section of Object.keys(pointer.sections) as SectionName[]) {
    for (const [route, md] of Object.entries((await readSectionTwins(originDir, pointer, section)) ?? {})) twins.set(route, md);
  }
  return twins;
}
