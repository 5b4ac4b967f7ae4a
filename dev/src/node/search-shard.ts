import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  DEV_GENERATED_DIR,
  DEV_SEARCH_STAMP,
  devSearchStampSource,
  shardOfInSlices,
  type SectionCompiler,
} from '@roo-docs/section-build';
import type { SectionName } from '@roo-docs/schemas/contract';
import type { PublishedSite } from './published-site.ts';

/**
 * The published shard of a section, stamped with the dev build id (the worker checks that the
 * shard is the pointer's build); null for a section never published.
 */
async function publishedShard(section: SectionName, published: PublishedSite | null, buildId: string): Promise<string | null> {
  const at = published?.pointer.sections[section]?.searchShard;
  if (!published || !at) return null;
  const shard = JSON.parse(await readFile(join(published.dir, at), 'utf8')) as { header: { buildId: string } };
  return JSON.stringify({ ...shard, header: { ...shard.header, buildId } });
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

export interface LiveShardOptions {
  section: SectionName;
  compiler: SectionCompiler;
  published: PublishedSite | null;
  buildId: string;
  /** Told of the search stamp module once it is rewritten (the watcher does not see where it is). */
  rebuildWith: (file: string) => void;
}

/**
 * How long a section's pages stay unchanged before they are indexed again: a writer saving in quick
 * succession waits for no index (indexing a few hundred pages is a few hundred milliseconds of CPU).
 */
const QUIET_MS = 1_000;

/**
 * A live section's search shard. Until a page changes it is the published one (its hits include
 * what components print, and it costs nothing at start). Once the pages have been quiet for
 * `QUIET_MS` after a change they are indexed again from their MDX in the background (the
 * compiler's search documents from source: each page cut again only when its text changed, a few
 * documents at a time; docs/decisions/section-compiler.md), and the shard served meanwhile is
 * the last one: a save never waits for the index. A finished index rewrites the section's search
 * stamp module, whose hot update has the shell read the new shard.
 */
export function liveShard({ section, compiler, published, buildId, rebuildWith }: LiveShardOptions) {
  const state = () => compiler.state;
  const first = publishedShard(section, published, buildId);
  let served: { version: number; shard: string | null } | undefined;
  let indexing: Promise<void> | undefined;
  let quiet: NodeJS.Timeout | undefined;
  let waitingFor = 0;
  let stamped = '';

  async function index(): Promise<void> {
    const { version } = state();
    const docs = await compiler.searchDocuments();
    served = { version, shard: JSON.stringify(await shardOfInSlices(section, buildId, docs)) };
    const hash = sha256(served.shard!);
    if (hash !== stamped) {
      stamped = hash;
      const stamp = join(compiler.remoteDir, DEV_GENERATED_DIR, DEV_SEARCH_STAMP);
      await writeFile(stamp, devSearchStampSource(hash.slice(0, 16)));
      rebuildWith(stamp);
    }
  }

  function reindex(): void {
    indexing ??= index()
      .catch((error: unknown) => console.error(`${section}: search index not rebuilt:`, error))
      .finally(() => {
        indexing = undefined;
        // Changed while indexing (a wait that ended meanwhile found this index running): wait again.
        if (served && served.version !== state().version) {
          waitingFor = 0;
          reindexWhenQuiet();
        }
      });
  }

  /**
   * A newer change within `QUIET_MS` starts the wait over, whether or not anything asked for the
   * shard since (a writer fixing a mistake right after saving it gets the rebuild to themselves);
   * being asked again (a search) does not.
   */
  function reindexWhenQuiet(): void {
    if (waitingFor === state().version) return;
    waitingFor = state().version;
    clearTimeout(quiet);
    const whenQuiet = () => {
      if (waitingFor === state().version) return reindex();
      waitingFor = state().version;
      quiet = setTimeout(whenQuiet, QUIET_MS).unref();
    };
    quiet = setTimeout(whenQuiet, QUIET_MS).unref();
  }

  return async (): Promise<string | null> => {
    if (state().version <= 1) return (await first) ?? served?.shard ?? (reindex(), null);
    if (served?.version !== state().version) reindexWhenQuiet();
    return served?.shard ?? (await first);
  };
}
