import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { SectionName } from '@roo-docs/schemas/contract';
import type { PublishedSite } from './published-site.ts';

/**
 * A live section's search shard: the published one, stamped with the dev build id (the worker
 * checks that the shard is the pointer's build). Its hits are the pages as last published; a
 * section never published has an empty shard (no hits, no failure).
 */
export async function liveShardText(
  section: SectionName,
  published: PublishedSite | null,
  buildId: string,
): Promise<string | null> {
  const at = published?.pointer.sections[section]?.searchShard;
  if (!published || !at) return null;
  const shard = JSON.parse(await readFile(join(published.dir, at), 'utf8')) as { header: { buildId: string } };
  return JSON.stringify({ ...shard, header: { ...shard.header, buildId } });
}
