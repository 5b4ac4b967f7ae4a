import type { SectionName } from '@roo-docs/schemas';
import { ON_DEMAND_CONTEXT } from '@roo-docs/schemas/contract';

/** One search result: a page section (or a page's intro when `anchor` is empty). */
export interface SearchHit {
  /** `path#anchor`, or `path` for the intro. */
  id: string;
  path: string;
  anchor: string;
  /** Link target: the base URL, the path and the `#anchor`. */
  url: string;
  /** The heading's text, or the page title for the intro. */
  title: string;
  /** Page title then the headings above this one (empty for the intro). */
  parents: string[];
  /** Search context label, null outside every context. */
  context: string | null;
  /** Plain text around the first match, at most {@link SNIPPET_LENGTH} characters with its ellipses. */
  snippet: string;
  score: number;
  /** The indexed terms that matched, lower-cased, for highlighting on the target page. */
  terms: string[];
}

export interface SearchRequest {
  query: string;
  /** A context label or its path prefix (`Providers`, `providers`); all contexts when absent or empty. */
  context?: string | null | undefined;
  /** Prefixed to each hit's `url` (the site's base URL, `/` by default). */
  baseUrl?: string | undefined;
  /**
   * Search the release notes too (their shard is fetched on first need). Implied by a version in
   * the query or the release-notes context; see on-demand.ts.
   */
  releaseNotes?: boolean | undefined;
  /**
   * `false` when the page asks again only because a section it lacked has settled: such a query
   * must not fetch failed sections again (the reader's own next query does, after the back-off).
   */
  retryFailed?: boolean | undefined;
}

/** Where to fetch a section's shard and the sha256 its bytes must have (from `/remotes.json`). */
export interface ShardRef {
  section: SectionName;
  url: string;
  sha256: string;
}

/** The search index is not loaded, loading, or ready. */
export type SearchState = 'not-loaded' | 'loading' | 'ready';

/** A shard that could not be used, and why. The other sections stay searchable. */
export interface ShardFailure {
  section: SectionName;
  message: string;
}

/**
 * A section a query could not search: its shard is still arriving (`loading`; the host reports
 * its state when it settles, so the page can ask again) or could not be used (`failed`; fetched
 * again by a later query once its back-off has passed).
 */
export interface MissingSection {
  section: SectionName;
  reason: 'loading' | 'failed';
}

/** The hits of one query, and the sections it could not search. */
export interface SearchAnswer {
  hits: SearchHit[];
  missing: MissingSection[];
}

/**
 * How long the worker waits. Every shard fetch (headers and body) is bounded by `fetchTimeoutMs`;
 * a query waits at most `patienceMs` for shards still arriving, then answers from those loaded; a
 * failed shard is fetched again by a query after `retryMs`, doubling per failure up to `retryMaxMs`.
 */
export interface SearchTiming {
  fetchTimeoutMs: number;
  patienceMs: number;
  retryMs: number;
  retryMaxMs: number;
}

export const DEFAULT_TIMING: SearchTiming = {
  fetchTimeoutMs: 10_000,
  patienceMs: 1_500,
  retryMs: 2_000,
  retryMaxMs: 60_000,
};

export const MAX_HITS = 50;
export const SNIPPET_LENGTH = 50;
// The release notes' context label, from the section record (the one on-demand section).
export const RELEASE_NOTES_CONTEXT = ON_DEMAND_CONTEXT;
