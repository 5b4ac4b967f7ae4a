import { isSectionName } from '@roo-docs/schemas/contract';
import type { MissingSection, SearchHit, SearchState, SearchTiming, ShardFailure, ShardRef } from './types.ts';

/** Page → worker: fetch these shards (lazily, on first hover or focus of the search box). */
export interface LoadMessage {
  type: 'load';
  shards: ShardRef[];
  /** Overrides of the worker's waits (tests shorten them); the defaults otherwise. */
  timing?: Partial<SearchTiming> | undefined;
}

/** Page → worker: answer one query. `id` pairs the answer with its question. */
export interface QueryMessage {
  type: 'query';
  id: number;
  query: string;
  context?: string | null | undefined;
  baseUrl?: string | undefined;
  releaseNotes?: boolean | undefined;
  retryFailed?: boolean | undefined;
}

export type ToWorker = LoadMessage | QueryMessage;

/** Worker → page: the index state, with the shards that could not be used. */
export interface StateMessage {
  type: 'state';
  state: SearchState;
  failures: ShardFailure[];
}

/** Worker → page: the hits of query `id`, the sections it could not search; `error` when the query itself failed. */
export interface ResultsMessage {
  type: 'results';
  id: number;
  hits: SearchHit[];
  missing: MissingSection[];
  error?: string;
}

export type FromWorker = StateMessage | ResultsMessage;

/** The side of a worker the client talks to: a `Worker`, or the search host run in the page. */
export interface WorkerLike {
  postMessage(message: ToWorker): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<FromWorker>) => void): void;
  addEventListener(type: 'error', listener: (event: Event) => void): void;
  terminate?(): void;
}

const SHA256 = /^[a-f0-9]{64}$/;
const isOptionalString = (v: unknown) => v === undefined || typeof v === 'string';

function isShardRef(v: unknown): v is ShardRef {
  if (!v || typeof v !== 'object') return false;
  const r = v as Record<string, unknown>;
  return isSectionName(r.section) && typeof r.url === 'string' && typeof r.sha256 === 'string' && SHA256.test(r.sha256);
}

const TIMING_KEYS = ['fetchTimeoutMs', 'patienceMs', 'retryMs', 'retryMaxMs'] as const;
// Up to ten minutes: anything longer is a mistake, not a wait.
const isMs = (v: unknown) => typeof v === 'number' && Number.isFinite(v) && v >= 0 && v <= 600_000;

function parseTiming(v: unknown): Partial<SearchTiming> | null {
  if (!v || typeof v !== 'object' || Array.isArray(v)) return null;
  const t = v as Record<string, unknown>;
  if (Object.keys(t).some((k) => !(TIMING_KEYS as readonly string[]).includes(k))) return null;
  return TIMING_KEYS.every((k) => t[k] === undefined || isMs(t[k])) ? (t as Partial<SearchTiming>) : null;
}

function parseLoad(m: Record<string, unknown>): LoadMessage | null {
  if (!Array.isArray(m.shards) || !m.shards.every(isShardRef)) return null;
  if (m.timing === undefined) return { type: 'load', shards: m.shards };
  const timing = parseTiming(m.timing);
  return timing ? { type: 'load', shards: m.shards, timing } : null;
}

/** The message, or null for anything else: the worker must not trust what it is sent. */
export function parseToWorker(data: unknown): ToWorker | null {
  if (!data || typeof data !== 'object') return null;
  const m = data as Record<string, unknown>;
  if (m.type === 'load') return parseLoad(m);
  if (m.type !== 'query' || typeof m.id !== 'number' || !Number.isFinite(m.id) || typeof m.query !== 'string') return null;
  if (!(m.context === null || isOptionalString(m.context)) || !isOptionalString(m.baseUrl)) return null;
  if (!(m.releaseNotes === undefined || typeof m.releaseNotes === 'boolean')) return null;
  if (!(m.retryFailed === undefined || typeof m.retryFailed === 'boolean')) return null;
  return {
    type: 'query',
    id: m.id,
    query: m.query,
    context: m.context as string | null | undefined,
    baseUrl: m.baseUrl as string | undefined,
    ...(m.releaseNotes ? { releaseNotes: true } : {}),
    ...(m.retryFailed === false ? { retryFailed: false } : {}),
  };
}
