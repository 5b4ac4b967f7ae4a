import { expect, test } from '@rstest/core';
import { remotesPointerSchema } from '@roo-docs/schemas';
import { testSectionPointer } from '../../../tests/support/pointer.ts';
import { shardsFromPointer } from './pointer.ts';

const live = (section: string, buildId: string, hash: string) =>
  testSectionPointer(section, buildId, { hashes: { searchShard: hash } });

test('every live section of the pointer gives its shard URL and hash, in section order', () => {
  const pointer = remotesPointerSchema.parse({
    schemaVersion: 1,
    shell: null,
    sections: {
      'update-notes': live('update-notes', '0123456789ab', 'c'.repeat(64)),
      features: live('features', 'ba9876543210', 'd'.repeat(64)),
    },
  });
  expect(shardsFromPointer(pointer)).toEqual([
    { section: 'features', url: '/_mf/features/ba9876543210/search-shard.json', sha256: 'd'.repeat(64) },
    { section: 'update-notes', url: '/_mf/update-notes/0123456789ab/search-shard.json', sha256: 'c'.repeat(64) },
  ]);
});
