import { SECTION_NAMES, type RemotesPointer } from '@roo-docs/schemas/contract';
import type { ShardRef } from './types.ts';

/** The shards of every live section of a (validated) `/remotes.json`, in section order. */
export function shardsFromPointer(pointer: RemotesPointer): ShardRef[] {
  return SECTION_NAMES.flatMap((section) => {
    const live = pointer.sections[section];
    return live ? [{ section, url: live.searchShard, sha256: live.hashes.searchShard }] : [];
  });
}
