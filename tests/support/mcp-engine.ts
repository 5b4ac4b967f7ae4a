import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createSearchEngine, loadShard, wantsReleaseNotes, type LoadedShard } from '@roo-docs/search-worker/engine';
import { ON_DEMAND_SECTION, SECTION_NAMES, SITE_URL } from '@roo-docs/schemas/contract';
import { readPointer, type Origin } from '../../deploy/src/node/origin/origin.ts';

/**
 * The site's search engine over a published origin's live shards, read straight from the folder:
 * what the search box would answer, for comparing the MCP server's search_docs against.
 */
export async function engineOfOrigin(origin: Origin) {
  const pointer = await readPointer(origin);
  const shards: LoadedShard[] = [];
  for (const section of SECTION_NAMES) {
    const entry = pointer.sections[section];
    if (!entry) continue;
    const raw = JSON.parse(await readFile(join(origin.dir, entry.searchShard), 'utf8')) as unknown;
    shards.push(loadShard(raw, section));
  }
  const docs = shards.filter((s) => s.section !== ON_DEMAND_SECTION);
  const withNotes = createSearchEngine(shards);
  const docsOnly = createSearchEngine(docs);
  // The host's rule: the release notes are searched only by a query that needs them.
  return (query: string, context?: string) =>
    (wantsReleaseNotes({ query, context }) ? withNotes : docsOnly).search({ query, context, baseUrl: SITE_URL });
}
