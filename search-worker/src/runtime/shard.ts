import MiniSearch from 'minisearch';
import type { SectionName } from '@roo-docs/schemas';
import { MINISEARCH_VERSION, SEARCH_OPTIONS } from '../shared/options.ts';
import { processTerm, tokenize } from '../shared/tokenize.ts';
import { isSitePath } from './sections.ts';

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

/** The stored fields of one document, as every hit reads them. */
export interface StoredDoc {
  path: string;
  anchor: string;
  title: string;
  parents: string[];
  context: string | null;
  text: string;
}

export interface LoadedShard {
  section: SectionName;
  buildId: string;
  index: MiniSearch<StoredDoc>;
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

// Hits become links on the page, so a path must be a site path (never another origin).
function isStoredDoc(r: unknown): r is StoredDoc {
  return (
    isObject(r) &&
    isSitePath(r.path) &&
    typeof r.anchor === 'string' &&
    typeof r.title === 'string' &&
    Array.isArray(r.parents) &&
    r.parents.every((p) => typeof p === 'string') &&
    (r.context === null || typeof r.context === 'string') &&
    typeof r.text === 'string'
  );
}

function checkStoredDocs(section: string, storedFields: unknown): void {
  if (!isObject(storedFields)) throw new ShardRefusedError(section, 'its index has no stored fields');
  for (const [id, doc] of Object.entries(storedFields)) {
    if (!isStoredDoc(doc))
      throw new ShardRefusedError(section, `document ${id} lacks a site path, anchor, title, parents, context or text`);
  }
}

/**
 * Validates a parsed `search-shard.json` and opens its index. The header must name the expected
 * section and this worker's schema version, MiniSearch release and options exactly: an index built
 * any other way would tokenize or score differently from the queries run against it, silently.
 * Checked by hand rather than with the schemas' zod schema, to keep zod out of the worker: the
 * bytes are pinned by the sha256 that deploy published after validating the shard with that schema.
 */
export function loadShard(raw: unknown, section: SectionName): LoadedShard {
  if (!isObject(raw) || !isObject(raw.header) || raw.header.schemaVersion !== 1 || !isObject(raw.index)) {
    throw new ShardRefusedError(section, 'not a version 1 search shard');
  }
  const { header, index: json } = raw as { header: Record<string, unknown>; index: Record<string, unknown> };
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
  checkStoredDocs(section, json.storedFields);
  try {
    const index = MiniSearch.loadJS<StoredDoc>(json as unknown as Parameters<typeof MiniSearch.loadJS>[0], {
      ...SEARCH_OPTIONS,
      tokenize,
      processTerm,
    });
    return { section, buildId: String(header.buildId), index };
  } catch (error) {
    throw new ShardRefusedError(
      section,
      `its index cannot be loaded (${error instanceof Error ? error.message : String(error)})`,
    );
  }
}
