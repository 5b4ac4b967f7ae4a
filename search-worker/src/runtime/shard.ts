import type MiniSearch from 'minisearch';
import type { SectionName } from '@roo-docs/schemas';
import { MINISEARCH_VERSION, processTerm, SEARCH_OPTIONS, SHARD_SCHEMA_VERSION, tokenize } from '@roo-docs/search-index';
import { decodeLeanIndex, type StoredDoc } from './decode-shard.ts';
import { openIndex } from './open-index.ts';

export type { StoredDoc } from './decode-shard.ts';

/** A shard the worker will not query, with the reason in its message. */
export class ShardRefusedError extends Error {
  override name = 'ShardRefusedError';
  constructor(
    readonly section: string,
    reason: string,
  ) {
    super(`Search shard of '${section}' refused: ${reason}`);
  }
}

export interface LoadedShard {
  section: SectionName;
  buildId: string;
  index: MiniSearch;
  /** Its documents, by MiniSearch id (the index stores no fields). */
  docs: readonly StoredDoc[];
  /** Every term the index holds: a query word found here is spelt right, so it is not fuzzy. */
  terms: ReadonlySet<string>;
}

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

// Key order in JSON is not meaningful, array order is (it fixes MiniSearch's field ids).
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (isObject(value)) {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * Validates a parsed `search-shard.json` and opens its index. The header must name the expected
 * section and this worker's schema version, MiniSearch release and options exactly: an index built
 * any other way would tokenize or score differently from the queries run against it, silently.
 * Checked by hand rather than with the schemas' zod schema, to keep zod out of the worker: the
 * bytes are pinned by the sha256 that deploy published after validating the shard with that schema.
 */
export function loadShard(raw: unknown, section: SectionName): LoadedShard {
  if (!isObject(raw) || !isObject(raw.header) || raw.header.schemaVersion !== SHARD_SCHEMA_VERSION) {
    throw new ShardRefusedError(section, `not a version ${SHARD_SCHEMA_VERSION} search shard`);
  }
  const header = raw.header;
  if (header.section !== section) throw new ShardRefusedError(section, `its header names section '${String(header.section)}'`);
  if (header.minisearchVersion !== MINISEARCH_VERSION) {
    throw new ShardRefusedError(
      section,
      `built with MiniSearch ${String(header.minisearchVersion)}, this worker runs ${MINISEARCH_VERSION}`,
    );
  }
  if (canonical(header.options) !== canonical(SEARCH_OPTIONS)) {
    throw new ShardRefusedError(
      section,
      `built with MiniSearch options ${canonical(header.options)}, this worker expects ${canonical(SEARCH_OPTIONS)}`,
    );
  }
  try {
    const decoded = decodeLeanIndex(raw, SEARCH_OPTIONS.fields);
    const index = openIndex(decoded, { ...SEARCH_OPTIONS, tokenize, processTerm });
    const docs = decoded.docs;
    return { section, buildId: String(header.buildId), index, docs, terms: new Set(raw.terms as string[]) };
  } catch (error) {
    throw new ShardRefusedError(
      section,
      `its index cannot be loaded (${error instanceof Error ? error.message : String(error)})`,
    );
  }
}
