import type { Query } from 'minisearch';
import type { SectionName } from '@roo-docs/schemas';
import { inContext } from './context.ts';
import { knownTerm } from './known-term.ts';
import { parseQuery, searchOptions } from './query.ts';
import { scoreShards, type Ranked, type ShardInContext } from './score-shards.ts';
import type { LoadedShard } from './shard.ts';
import { makeSnippet } from './snippet.ts';
import { RELEASE_NOTES_CONTEXT, type SearchHit, type SearchRequest } from './types.ts';

export { loadShard, ShardRefusedError, type LoadedShard } from './shard.ts';
export { wantsReleaseNotes } from './on-demand.ts';
export type { SearchHit, SearchRequest } from './types.ts';

export interface SearchEngine {
  /** Sections whose shards are loaded, in load order. */
  readonly sections: readonly SectionName[];
  search(request: SearchRequest): SearchHit[];
}

function joinUrl(baseUrl: string | undefined, path: string, anchor: string): string {
  const base = (baseUrl ?? '/').replace(/\/+$/, '');
  return `${base}${path}${anchor ? `#${anchor}` : ''}`;
}

function toHit({ doc, score, terms }: Ranked, words: readonly string[], baseUrl: string | undefined): SearchHit {
  return {
    id: doc.id,
    path: doc.path,
    anchor: doc.anchor,
    url: joinUrl(baseUrl, doc.path, doc.anchor),
    title: doc.title,
    parents: doc.parents,
    context: doc.context,
    snippet: makeSnippet(doc.text, words, terms),
    score,
    terms,
  };
}

// Release notes go last whatever their score, then documents matching every word, then by
// score. A query that is only a version number ('v3.28.17', '3.28') asks for a release: no demotion.
const VERSION_QUERY = /^v?\d+\.\d+(\.\d+)?$/i;
function compare(a: Ranked, b: Ranked, demoteNotes: boolean): number {
  const notes = demoteNotes ? Number(a.releaseNotes) - Number(b.releaseNotes) : 0;
  return notes || a.tier - b.tier || b.score - a.score;
}

// A version query names one release: the top of its page (`/update-notes/v3.28`) comes first,
// however often an index or a neighbouring release repeats the number.
function releasePageFirst(query: string): ((a: Ranked, b: Ranked) => number) | null {
  const version = VERSION_QUERY.test(query) ? query.replace(/^v/i, '') : null;
  if (!version) return null;
  const page = `/v${version}`;
  const isPage = (r: Ranked) => Number(r.releaseNotes && !r.doc.anchor && r.doc.path.endsWith(page));
  return (a, b) => isPage(b) - isPage(a);
}

export interface EngineOptions {
  /** Shards of fewer documents are scored whole (score-shards.ts); tests set 0 or Infinity. */
  planFrom?: number;
}
// Measured at 430 and 2,000 pages: a smaller shard costs more to plan than it saves.
const PLAN_FROM = 1000;

/**
 * Queries every loaded shard and merges the hits. Documents matching every typed word come first;
 * those matching only some follow, so a typo or an extra word still finds pages. One OR query per
 * shard gives both groups: a document's OR score is the sum of the clause scores it matched, the
 * same as its AND score, and its matched query terms tell which clauses it met (query.ts).
 */
export function createSearchEngine(shards: readonly LoadedShard[], { planFrom = PLAN_FROM }: EngineOptions = {}): SearchEngine {
  const options = searchOptions(knownTerm(shards));
  const inContextOf = contextMasks(shards);
  const notesOnly = shards.map((s) => s.docs.length > 0 && s.docs.every((d) => d.context === RELEASE_NOTES_CONTEXT));
  return {
    sections: shards.map((s) => s.section),
    search({ query, context, baseUrl }) {
      const { clauses, clauseTerms, words, reaches } = parseQuery(query);
      if (clauses.length === 0) return [];
      const wanted = context?.trim();
      const masks = wanted ? inContextOf(wanted) : null;
      const inContext: ShardInContext[] = [];
      shards.forEach((shard, s) => {
        const mask = masks?.[s] ?? 'all';
        if (mask !== 'none') inContext.push({ shard, mask, notesOnly: notesOnly[s]! });
      });
      const release = releasePageFirst(query.trim());
      const best = scoreShards(inContext, {
        tree: { combineWith: 'OR', queries: clauses } satisfies Query,
        clauseTerms,
        options,
        order: (a, b) => release?.(a, b) || compare(a, b, !release),
        demoteNotes: !release,
        planFrom,
        reaches,
      });
      return best.map((r) => toHit(r, words, baseUrl));
    },
  };
}

/**
 * Per shard, which documents are in a context: 'all', 'none', or one flag per document. The last
 * context asked is kept (a results page asks for one context at a time).
 */
function contextMasks(shards: readonly LoadedShard[]): (wanted: string) => readonly (Uint8Array | 'all' | 'none')[] {
  let last: { wanted: string; masks: (Uint8Array | 'all' | 'none')[] } | null = null;
  return (wanted) => {
    if (last?.wanted !== wanted) {
      const masks = shards.map((shard) => {
        const mask = Uint8Array.from(shard.docs, (doc) => Number(inContext(wanted, doc)));
        const count = mask.reduce((sum, m) => sum + m, 0);
        return count === mask.length ? 'all' : count === 0 ? 'none' : mask;
      });
      last = { wanted, masks };
    }
    return last.masks;
  };
}
