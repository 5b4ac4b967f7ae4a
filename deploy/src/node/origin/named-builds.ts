import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sectionNameSchema, type SectionName } from '@roo-docs/schemas';
import { SITE_DATA_ID } from '@roo-docs/shell/node';
import type { Origin } from './origin.ts';
import { filesUnder, livePages } from './page-folder.ts';

/** The builds live pages name, by section, and the shell builds. */
export interface NamedBuilds {
  sections: Map<SectionName, Set<string>>;
  shells: Set<string>;
}

const BUILD_URL = /\/_(?:mf\/([a-z-]+)|shell)\/([a-f0-9]{8,40})\//g;
const SITE_DATA = new RegExp(`<script type="application/json" id="${SITE_DATA_ID}">([^<]*)</script>`);

function addSection(named: NamedBuilds, section: string, id: unknown) {
  const name = sectionNameSchema.safeParse(section);
  if (!name.success || typeof id !== 'string') return;
  if (!named.sections.has(name.data)) named.sections.set(name.data, new Set());
  named.sections.get(name.data)!.add(id);
}

/** What one page names: its inlined pointer (compact `[buildId, …]` or whole per section) and build URLs. */
function readPage(html: string, named: NamedBuilds) {
  for (const [, section, id] of html.matchAll(BUILD_URL)) {
    if (section) addSection(named, section, id);
    else named.shells.add(id!);
  }
  const data = SITE_DATA.exec(html)?.[1];
  if (!data) return;
  const remotes = (JSON.parse(data) as { remotes?: { shell?: { buildId?: unknown }; sections?: Record<string, unknown> } })
    .remotes;
  if (typeof remotes?.shell?.buildId === 'string') named.shells.add(remotes.shell.buildId);
  for (const [section, entry] of Object.entries(remotes?.sections ?? {}))
    addSection(named, section, Array.isArray(entry) ? entry[0] : (entry as { buildId?: unknown } | null)?.buildId);
}

/**
 * Every build the live pages name. A publish re-renders only its own sections' pages, so the other
 * sections' pages still inline the pointer they were rendered with, and load the builds it names
 * when a reader moves to another section: those builds must stay as long as the pages do, however
 * old. The pages are the truth, so they are read (HTML only: twins hold the same bytes).
 */
export async function buildsLivePagesName(origin: Origin): Promise<NamedBuilds> {
  const named: NamedBuilds = { sections: new Map(), shells: new Set() };
  const live = livePages(origin);
  for (const file of filesUnder(live).filter((f) => f.endsWith('.html')))
    readPage(await readFile(join(live, file), 'utf8'), named);
  return named;
}
