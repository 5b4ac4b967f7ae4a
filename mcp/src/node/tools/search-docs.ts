import { createSearchEngine, wantsReleaseNotes, type LoadedShard, type SearchEngine } from '@roo-docs/search-worker/engine';
import { ON_DEMAND_SECTION, type SectionName } from '@roo-docs/schemas/contract';
import type { DocsSite, LiveSections } from '../site/docs-site.ts';

export interface SearchArgs {
  query: string;
  section?: SectionName | undefined;
  context?: string | undefined;
  limit?: number | undefined;
}

export interface DocsHit {
  title: string;
  /** Page title then the headings above the hit, for a reader to place it. */
  parents: string[];
  url: string;
  section: SectionName;
  snippet: string;
}

export const DEFAULT_LIMIT = 10;

/**
 * Which live sections a query searches, by the search box's own rule: the docs sections always,
 * the release notes (fetched on demand) only for a query that needs them (a version number, their
 * context); a `section` narrows the search to that one.
 */
export function sectionsFor(live: LiveSections, args: Pick<SearchArgs, 'query' | 'section' | 'context'>): LiveSections {
  if (args.section) {
    const one = live.filter((s) => s.section === args.section);
    if (!one.length)
      throw new Error(`Section '${args.section}' is not live on this site; live: ${live.map((s) => s.section).join(', ')}`);
    return one;
  }
  const notes = wantsReleaseNotes({ query: args.query, context: args.context });
  return live.filter((s) => s.section !== ON_DEMAND_SECTION || notes);
}

interface Searcher {
  engine: SearchEngine;
  sectionOf: Map<string, SectionName>;
}

/** Engines by the builds they search (the last few): a new build of any shard makes a new engine. */
const engines = new Map<string, Searcher>();
const KEPT_ENGINES = 4;

function searcherFor(shards: LoadedShard[]): Searcher {
  const key = shards.map((s) => `${s.section}@${s.buildId}`).join(',');
  let found = engines.get(key);
  if (!found) {
    const sectionOf = new Map(shards.flatMap((s) => s.docs.map((d) => [d.path, s.section] as const)));
    found = { engine: createSearchEngine(shards), sectionOf };
    engines.set(key, found);
    for (const old of engines.keys()) if (engines.size > KEPT_ENGINES) engines.delete(old);
  }
  return found;
}

/** The site's own search: the engine the search box runs, over the shards it would load. */
export async function searchDocs(site: DocsSite, args: SearchArgs): Promise<DocsHit[]> {
  const { sections } = await site.live();
  const shards = await site.shards(sectionsFor(sections, args));
  const { engine, sectionOf } = searcherFor(shards);
  const hits = engine.search({
    query: args.query,
    context: args.context,
    baseUrl: site.siteUrl,
  });
  return hits.slice(0, args.limit ?? DEFAULT_LIMIT).map((h) => ({
    title: h.title,
    parents: h.parents,
    url: h.url,
    section: sectionOf.get(h.path)!,
    snippet: h.snippet,
  }));
}

/** Hits as the text a model reads: one numbered entry per hit. */
export function hitsText(query: string, hits: DocsHit[]): string {
  if (!hits.length) return `No pages match '${query}'.`;
  return hits
    .map((h, i) => `${i + 1}. ${[...h.parents, h.title].join(' › ')} (${h.section})\n   ${h.url}\n   ${h.snippet}`)
    .join('\n');
}
