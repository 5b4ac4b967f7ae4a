import MiniSearch from 'minisearch';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { RouteEntry, SearchDocument, SearchShard, SectionName } from '@roo-docs/schemas';
import { SEARCH_OPTIONS } from '@roo-docs/search-worker/options';
import { tokenize, processTerm } from '@roo-docs/search-worker/tokenize';
import { splitSections } from './split-sections.ts';

// minisearch exports no package.json: find it beside the resolved entry.
function packageVersion(name: string): string {
  let dir = dirname(createRequire(import.meta.url).resolve(name));
  while (!dir.endsWith(`node_modules/${name}`) && dir !== '/') dir = dirname(dir);
  return JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).version;
}
const minisearchVersion = packageVersion('minisearch');

/** Builds a section's shard from its routes and their rendered HTML. */
export function buildShard(section: SectionName, buildId: string, pages: { route: RouteEntry; html: string }[]): SearchShard {
  const docs: (SearchDocument & { parentsText: string })[] = [];
  for (const { route, html } of pages) {
    for (const s of splitSections(html, route.title)) {
      const parents = s.anchor ? [route.title, ...s.parents] : [];
      docs.push({
        id: s.anchor ? `${route.path}#${s.anchor}` : route.path,
        path: route.path,
        anchor: s.anchor,
        title: s.title,
        parents,
        context: route.context,
        text: s.text,
        parentsText: parents.join(' '),
      });
    }
  }
  const index = new MiniSearch({ ...SEARCH_OPTIONS, tokenize, processTerm });
  index.addAll(docs);
  return {
    header: { schemaVersion: 1, section, buildId, minisearchVersion, options: SEARCH_OPTIONS, documentCount: docs.length },
    index: index.toJSON() as unknown as Record<string, unknown>,
  };
}
