import type { Query, SearchResult } from 'minisearch';
import type { SectionName } from '@roo-docs/schemas';
import { inContext } from './context.ts';
import { matchesEvery, parseQuery, searchOptions } from './query.ts';
import type { LoadedShard, StoredDoc } from './shard.ts';
import { makeSnippet } from './snippet.ts';
import { MAX_HITS, RELEASE_NOTES_CONTEXT, type SearchHit, type SearchRequest } from './types.ts';

export { loadShard, ShardRefusedError, type LoadedShard } from './shard.ts';
export { wantsReleaseNotes } from './on-demand.ts';
export type { SearchHit, SearchRequest } from './types.ts';

export interface SearchEngine {
  /** Sections whose shards are loaded, in load order. */
  readonly sections: readonly SectionName[];
  search(request: SearchRequest): SearchHit[];
}

interface Ranked {
  result: SearchResult & StoredDoc;
  /** 0 when the document matched every word, 1 when only some. */
  tier: number;
  releaseNotes: boolean;
}

function joinUrl(baseUrl: string | undefined, path: string, anchor: string): string {
  const base = (baseUrl ?? '/').replace(/\/+$/, '');
  return `${base}${path}${anchor ? `#${anchor}` : ''}`;
}

function toHit({ result }: Ranked, words: readonly string[], baseUrl: string | undefined): SearchHit {
  return {
    id: String(result.id),
    path: result.path,
    anchor: result.anchor,
    url: joinUrl(baseUrl, result.path, result.anchor),
    title: result.title,
    parents: result.parents,
    context: result.context,
    snippet: makeSnippet(result.text, words, result.terms),
    score: result.score,
    terms: result.terms,
  };
}

// Release notes go last whatever their score (spec 9), then documents matching every word, then by
// score. A query that is only a version number ('v3.28.17', '3.28') asks for a release: no demotion.
const VERSION_QUERY = /^v?\d+\.\d+(\.\d+)?$/i;
function compare(a: Ranked, b: Ranked, demoteNotes: boolean): number {
  const notes = demoteNotes ? Number(a.releaseNotes) - Number(b.releaseNotes) : 0;
  return notes || a.tier - b.tier || b.result.score - a.result.score;
}

// A version query names one release: the top of its page (`/update-notes/v3.28`) comes first,
// however often an index or a neighbouring release repeats the number.
function releasePageFirst(query: string): ((a: Ranked, b: Ranked) => number) | null {
  const version = VERSION_QUERY.test(query) ? query.replace(/^v/i, '') : null;
  if (!version) return null;
  const isPage = (r: Ranked) => Number(r.releaseNotes && !r.result.anchor && r.result.path.endsWith(`/v${version}`));
  return (a, b) => isPage(b) - isPage(a);
}

/**
 * Queries every loaded shard and merges the hits. Documents matching every typed word come first;
 * those matching only some follow, so a typo or an extra word still finds pages. One OR query per
 * shard gives both groups: a document's OR score is the sum of the clause scores it matched, the
 * same as its AND score, and its matched query terms tell which clauses it met (query.ts).
 */
export function createSearchEngine(shards: readonly LoadedShard[]): SearchEngine {
  const shardOptions = searchOptions((term) => shards.some((s) => s.terms.has(term)));
  return {
    sections: shards.map((s) => s.section),
    search({ query, context, baseUrl }) {
      const { clauses, clauseTerms, words } = parseQuery(query);
      const wanted = context?.trim();
      if (clauses.length === 0) return [];
      const filter = wanted ? (r: SearchResult) => inContext(wanted, r as SearchResult & StoredDoc) : undefined;
      const tree: Query = { combineWith: 'OR', queries: clauses };
      const options = filter ? { ...shardOptions, filter } : shardOptions;
      const ranked: Ranked[] = [];
      for (const shard of shards) {
        for (const r of shard.index.search(tree, options)) {
          const result = r as SearchResult & StoredDoc;
          const tier = clauses.length > 1 && !matchesEvery(clauseTerms, result.queryTerms) ? 1 : 0;
          ranked.push({ result, tier, releaseNotes: result.context === RELEASE_NOTES_CONTEXT });
        }
      }
      const release = releasePageFirst(query.trim());
      return ranked
        .sort((a, b) => release?.(a, b) || compare(a, b, !release))
        .slice(0, MAX_HITS)
        .map((r) => toHit(r, words, baseUrl));
    },
  };
}
