import { describe, expect, test } from '@rstest/core';
import { remotesPointerSchema } from './remotes-pointer.ts';

const hash = 'a'.repeat(64);
const pointer = (prefix: string) => ({
  schemaVersion: 1,
  shell: null,
  sections: {
    features: {
      buildId: 'abcdef12',
      manifest: `${prefix}mf-manifest.json`,
      routes: `${prefix}routes.json`,
      searchShard: `${prefix}search-shard.json`,
      ssr: `${prefix}ssr/index.mjs`,
      hashes: { manifest: hash, routes: hash, searchShard: hash },
    },
  },
});

describe('remotes pointer', () => {
  test('accepts artefacts inside their own build prefix', () => {
    expect(remotesPointerSchema.safeParse(pointer('/_mf/features/abcdef12/')).success).toBe(true);
  });
  test('rejects an artefact URL on another origin or section', () => {
    expect(remotesPointerSchema.safeParse(pointer('https://evil.example/')).success).toBe(false);
    expect(remotesPointerSchema.safeParse(pointer('/_mf/cloud/abcdef12/')).success).toBe(false);
    expect(remotesPointerSchema.safeParse(pointer('/_mf/features/abcdef12/../../x/')).success).toBe(false);
  });
  test('rejects an unknown section', () => {
    const doc = pointer('/_mf/features/abcdef12/');
    expect(remotesPointerSchema.safeParse({ ...doc, sections: { blog: doc.sections.features } }).success).toBe(false);
  });
});
