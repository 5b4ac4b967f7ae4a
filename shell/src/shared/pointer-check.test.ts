import { expect, test } from '@rstest/core';
import { remotesPointerSchema } from '@roo-docs/schemas';
import { checkInlinePointer } from './pointer-check.ts';

const hash = 'b'.repeat(64);
const entry = (prefix: string) => ({
  buildId: 'abcdef123456',
  manifest: `${prefix}mf-manifest.json`,
  routes: `${prefix}routes.json`,
  searchShard: `${prefix}search-shard.json`,
  ssr: `${prefix}ssr/index.mjs`,
  hashes: { manifest: hash, routes: hash, searchShard: hash },
});
const doc = (prefix: string) => ({ schemaVersion: 1, shell: null, sections: { cloud: entry(prefix) } });

test('agrees with the full schema on good and hostile pointers', () => {
  for (const prefix of [
    '/_mf/cloud/abcdef123456/',
    'https://evil.example/',
    '/_mf/features/abcdef123456/',
    '/_mf/cloud/abcdef123456/../../',
  ]) {
    expect(checkInlinePointer(doc(prefix)) !== null).toBe(remotesPointerSchema.safeParse(doc(prefix)).success);
  }
});

test('rejects non-objects and other versions', () => {
  expect(checkInlinePointer(null)).toBeNull();
  expect(checkInlinePointer('x')).toBeNull();
  expect(checkInlinePointer({ ...doc('/_mf/cloud/abcdef123456/'), schemaVersion: 2 })).toBeNull();
});
