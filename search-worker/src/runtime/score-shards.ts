import type { Query, SearchOptions } from 'minisearch';
import { clauseMatches, type ClauseMatches } from './clause-matches.ts';
import { matchesEvery, type ClauseTerms } from './query.ts';
import { forEachMatch } from './raw-matches.ts';
import type { LoadedShard, StoredDoc } from './shard.ts';
import { TopHits } from './top-hits.ts';
import { MAX_HITS, RELEASE_NOTES_CONTEXT } from './types.ts';

export interface Ranked {
  doc: StoredDoc;
  score: number;
  /** The index terms it matched. */
  terms: string[];
  /** 0 when the document matched every word, 1 when only some. */
  tier: number;
  releaseNotes: boolean;
}

/** A shard to search, with the documents of the asked context (`all`, or one flag per document). */
export interface ShardInContext {
  shard: LoadedShard;
  mask: Uint8Array | 'all';
  /** Every document is a release note. */
  notesOnly: boolean;
}

export interface ScoreRequest {
  tree: Query;
  clauseTerms: readonly ClauseTerms[];
  options: SearchOptions;
  order: (a: Ranked, b: Ranked) => number;
  /** Release notes rank after every other hit (the order puts them last). */
  demoteNotes: boolean;
  /** Shards of fewer documents are scored whole (see {@link scoreShards}). */
  planFrom: number;
  /** Which index terms count, when not all (query.ts `releasePrefixes`). */
  reaches: ((term: string) => boolean) | null;
}

type Only = 'every' | 'any' | null;

/**
 * MiniSearch's document boost for a search in a context (`mask`) of only the documents `allowed`
 * lets through: 1 keeps a document's score exactly, 0 skips it before it is scored.
 */
function boostOf(
  mask: Uint8Array | 'all',
  allowed: ((id: number) => boolean) | null,
  reaches: ((term: string) => boolean) | null,
): ((id: number, term: string) => number) | undefined {
  const inMask = mask === 'all' ? null : (id: number) => mask[id] === 1;
  if (!inMask && !allowed && !reaches) return undefined;
  return (id, term) => Number((!inMask || inMask(id)) && (!allowed || allowed(id)) && (!reaches || reaches(term)));
}

/**
 * The best {@link MAX_HITS} documents for the query in `order`, with MiniSearch's scores.
 *
 * MiniSearch scores every document a query term reaches, and a common word (`roo` is in 85% of
 * the sections at 2,000 pages) reaches most of them, while a query shows 50. Three ways to score
 * fewer, none of which changes a hit, its score or its place:
 * - Release notes rank after every other hit, so once the other shards gave 50 hits a shard of
 *   release notes is not searched.
 * - A query of several words first finds which documents match which word (clause-matches.ts,
 *   at a tenth of the cost of scoring), then scores only those matching every word: if 50 of them
 *   are not release notes, they are the hits, since a document matching only some words ranks
 *   after them. Otherwise it scores every document that matches.
 * - A compound word matches by all its parts together; only documents holding them all are scored,
 *   not every one that holds one part.
 * Shards under `planFrom` documents are scored whole: finding the matches repeats each word's
 * lookup (prefixes, edit distance), which costs more than it saves in a small shard.
 */
export function scoreShards(shards: readonly ShardInContext[], request: ScoreRequest): readonly Ranked[] {
  const { tree, clauseTerms, options, order, demoteNotes, planFrom, reaches } = request;
  const clauses = clauseTerms.length;
  const hasParts = clauseTerms.some((c) => c.parts.length > 0);
  const planned = clauses > 1 || hasParts;
  // Release notes last, so that they can be left out once the others gave enough hits.
  const ordered = demoteNotes ? [...shards.filter((s) => !s.notesOnly), ...shards.filter((s) => s.notesOnly)] : shards;
  const matches = new Map<ShardInContext, ClauseMatches | null>();
  const matchesOf = (s: ShardInContext) => {
    if (!matches.has(s)) {
      const { shard } = s;
      const plan = planned && shard.docs.length >= planFrom;
      matches.set(s, plan ? clauseMatches(shard.index, clauseTerms, options, shard.docs.length, reaches) : null);
    }
    return matches.get(s)!;
  };

  const run = (only: Only) => {
    // The index terms of a hit are listed only for the hits kept.
    const top = new TopHits<Ranked & { match: Record<string, unknown> }>(MAX_HITS, order);
    let others = 0;
    let othersInEvery = 0;
    for (const s of ordered) {
      if (demoteNotes && s.notesOnly && others >= MAX_HITS) break;
      const m = only ? matchesOf(s)?.matched : null;
      const allowed = !m ? null : only === 'every' ? (id: number) => m[id] === clauses : (id: number) => m[id]! > 0;
      const boostDocument = boostOf(s.mask, allowed, reaches);
      forEachMatch(
        s.shard.index,
        tree,
        boostDocument ? { ...options, boostDocument } : options,
        (id, score, queryTerms, match) => {
          const doc = s.shard.docs[id]!;
          const tier = clauses > 1 && !matchesEvery(clauseTerms, queryTerms) ? 1 : 0;
          const releaseNotes = doc.context === RELEASE_NOTES_CONTEXT;
          if (!releaseNotes) {
            others++;
            if (tier === 0) othersInEvery++;
          }
          top.offer({ doc, score, terms: [], match, tier, releaseNotes });
        },
      );
    }
    return { top, othersInEvery };
  };

  // Only in the demoting order is every document matching all words ranked before the others (a
  // version query puts its release's page first whatever it matched; it is one word anyway).
  if (demoteNotes && planned && clauses > 1 && matchingEvery(shards, matchesOf) === MAX_HITS) {
    const first = run('every');
    if (first.othersInEvery >= MAX_HITS) return withTerms(first.top.best());
  }
  // Without parts, every document a term reaches matches: nothing to leave out.
  return withTerms(run(hasParts ? 'any' : null).top.best());
}

const withTerms = (best: readonly (Ranked & { match: Record<string, unknown> })[]): Ranked[] =>
  best.map(({ match, ...ranked }) => ({ ...ranked, terms: Object.keys(match) }));

/**
 * How many documents, not release notes, in the context match every clause, in the planned shards
 * (a shard scored whole is searched whole by either run, so it counts for nothing here); counting
 * stops at {@link MAX_HITS}, all the plan needs to know.
 */
function matchingEvery(shards: readonly ShardInContext[], matchesOf: (s: ShardInContext) => ClauseMatches | null): number {
  let count = 0;
  for (const s of shards) {
    const every = s.notesOnly ? null : matchesOf(s)?.every;
    if (!every) continue;
    const { mask, shard } = s;
    for (const id of every) {
      if ((mask === 'all' || mask[id]) && shard.docs[id]!.context !== RELEASE_NOTES_CONTEXT) count++;
      if (count === MAX_HITS) return count;
    }
  }
  return count;
}
