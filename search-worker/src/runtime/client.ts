import type { FetchLike } from './fetch-shard.ts';
import { createLazyInPagePort } from './lazy-port.ts';
import type { FromWorker, QueryMessage, ToWorker, WorkerLike } from './protocol.ts';
import type { SearchAnswer, SearchRequest, SearchState, SearchTiming, ShardFailure, ShardRef } from './types.ts';
import { createWatcher } from './watch.ts';

export { shardsFromPointer } from './pointer.ts';
export type { WorkerLike } from './protocol.ts';
export type {
  MissingSection,
  SearchAnswer,
  SearchHit,
  SearchRequest,
  SearchState,
  SearchTiming,
  ShardFailure,
  ShardRef,
} from './types.ts';

/** Rejects a query that a newer one replaced (named like `fetch`'s, so `name === 'AbortError'` checks work). */
export class SearchCancelledError extends Error {
  override name = 'AbortError';
  constructor() {
    super('Search query replaced by a newer one');
  }
}

export const isSearchCancelled = (error: unknown): boolean => error instanceof SearchCancelledError;

export interface SearchClient {
  readonly state: SearchState;
  readonly failures: readonly ShardFailure[];
  /** Fetches these shards unless they are already loaded (call on first hover or focus). */
  load(shards: readonly ShardRef[]): void;
  /**
   * The hits of the latest query and the sections it could not search; an older pending query is
   * rejected with {@link SearchCancelledError}. A section missing as `loading` is announced by a
   * state report when it settles: ask again then.
   */
  query(request: SearchRequest): Promise<SearchAnswer>;
  /**
   * Answers `request` and keeps its answer current: it is asked again when a section its answer
   * lacked settles. Watching another request, or querying, replaces it; returns a stop function.
   */
  watch(request: SearchRequest, onAnswer: (answer: SearchAnswer) => void): () => void;
  /** Called on every state report; returns an unsubscribe function. */
  onState(listener: (state: SearchState, failures: readonly ShardFailure[]) => void): () => void;
  dispose(): void;
}

/**
 * A worker script URL, a factory (e.g. `() => new Worker(new URL(...), { type: 'module' })`; one
 * that returns null means no worker), or nothing.
 */
export type WorkerSource = string | URL | (() => WorkerLike | null) | null | undefined;

function open(source: WorkerSource): WorkerLike | null {
  if (typeof source === 'function') return source();
  if (source && typeof Worker === 'function') return new Worker(source, { type: 'module' }) as unknown as WorkerLike;
  return null;
}

interface Pending {
  message: QueryMessage;
  resolve: (answer: SearchAnswer) => void;
  reject: (error: Error) => void;
}

/** A request as the worker reads it: flags only when they change the default. */
function queryMessage(id: number, { query, context, baseUrl, releaseNotes, retryFailed }: SearchRequest): QueryMessage {
  return {
    type: 'query',
    id,
    query,
    context,
    baseUrl,
    ...(releaseNotes ? { releaseNotes } : {}),
    ...(retryFailed === false ? { retryFailed } : {}),
  };
}

/**
 * The page's handle on search. Without a worker source, or where workers do not exist, the same
 * host runs in the page; if the worker script fails to load, it falls back to that too.
 */
export function createSearchClient(
  source?: WorkerSource,
  options: { fetch?: FetchLike; timing?: Partial<SearchTiming> } = {},
): SearchClient {
  let state: SearchState = 'not-loaded';
  let failures: readonly ShardFailure[] = [];
  let lastLoad: ToWorker | null = null;
  let pending: Pending | null = null;
  let nextId = 1;
  const listeners = new Set<(state: SearchState, failures: readonly ShardFailure[]) => void>();

  const receive = ({ data }: MessageEvent<FromWorker>) => {
    if (data.type === 'state') {
      ({ state, failures } = data);
      listeners.forEach((l) => l(state, failures));
      watcher.settled();
    } else if (pending && data.id === pending.message.id) {
      const { resolve, reject } = pending;
      pending = null;
      if (data.error) reject(new Error(data.error));
      else resolve({ hits: data.hits, missing: data.missing });
    }
  };
  // One query in flight: a newer one cancels it.
  function ask(request: SearchRequest): Promise<SearchAnswer> {
    pending?.reject(new SearchCancelledError());
    pending = null;
    if (!request.query.trim()) return Promise.resolve({ hits: [], missing: [] });
    const message = queryMessage(nextId++, request);
    return new Promise<SearchAnswer>((resolve, reject) => {
      pending = { message, resolve, reject };
      port.postMessage(message);
    });
  }
  const watcher = createWatcher(ask);

  const worker = open(source);
  let port = worker ?? createLazyInPagePort(options.fetch);
  port.addEventListener('message', receive);
  worker?.addEventListener('error', () => {
    if (port !== worker) return;
    console.warn('Search worker failed; searching in the page instead');
    worker.terminate?.();
    port = createLazyInPagePort(options.fetch);
    port.addEventListener('message', receive);
    if (lastLoad) port.postMessage(lastLoad);
    if (pending) port.postMessage(pending.message);
  });

  return {
    get state() {
      return state;
    },
    get failures() {
      return failures;
    },
    load(shards) {
      lastLoad = { type: 'load', shards: [...shards], ...(options.timing ? { timing: options.timing } : {}) };
      port.postMessage(lastLoad);
    },
    query(request) {
      watcher.stop();
      return ask(request);
    },
    watch: watcher.watch,
    onState(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispose() {
      watcher.stop();
      pending?.reject(new SearchCancelledError());
      pending = null;
      listeners.clear();
      port.terminate?.();
    },
  };
}
