import { describe, expect, test } from '@rstest/core';
import { buildFixtureShards } from './fixtures/build.ts';
import { MERGE_ORDER } from './fixtures/merge-order.ts';
import { loadShard, ShardRefusedError } from './shard.ts';
import { MINISEARCH_VERSION } from '@roo-docs/search-index';

const fresh = () => JSON.parse(JSON.stringify(buildFixtureShards(MERGE_ORDER.slice(1, 2))[0]));

function refusal(raw: unknown, section: 'features' | 'providers' = 'features'): string {
  try {
    loadShard(raw, section);
  } catch (error) {
    expect(error).toBeInstanceOf(ShardRefusedError);
    return (error as Error).message;
  }
  throw new Error('the shard was accepted');
}

describe('shard header checks', () => {
  test("a shard built with this worker's options loads", () => {
    const shard = loadShard(fresh(), 'features');
    expect(shard.section).toBe('features');
    expect(shard.index.documentCount).toBe(3);
  });

  test('different MiniSearch options are refused', () => {
    const raw = fresh();
    raw.header.options.searchOptions.fuzzy = 0.3;
    expect(refusal(raw)).toMatch(/^Search shard of 'features' refused: built with MiniSearch options .*"fuzzy":0.3/);
    const reordered = fresh();
    reordered.header.options.fields = ['text', 'title', 'parentsText'];
    expect(refusal(reordered)).toMatch(/options/);
    const stale = fresh();
    stale.header.options.storeFields = ['path', 'anchor', 'title', 'parents', 'context', 'snippet'];
    expect(refusal(stale)).toMatch(/options/);
  });

  test('key order in the header does not matter', () => {
    const raw = fresh();
    const { searchOptions, ...rest } = raw.header.options;
    raw.header.options = { searchOptions, ...rest };
    expect(() => loadShard(raw, 'features')).not.toThrow();
  });

  test('another MiniSearch release, schema version or section is refused', () => {
    const version = fresh();
    version.header.minisearchVersion = '6.3.0';
    expect(refusal(version)).toContain(`built with MiniSearch 6.3.0, this worker runs ${MINISEARCH_VERSION}`);
    const schema = fresh();
    schema.header.schemaVersion = 1;
    expect(refusal(schema)).toContain('not a version 2 search shard');
    expect(refusal(fresh(), 'providers')).toBe("Search shard of 'providers' refused: its header names section 'features'");
  });

  test('documents that would link off the site, or a broken index, are refused', () => {
    const offsite = fresh();
    offsite.pages[0][0] = 'https://evil.example/';
    expect(refusal(offsite)).toMatch(/page 0 lacks a site path/);
    const orphan = fresh();
    orphan.docs[0][0] = 99;
    expect(refusal(orphan)).toMatch(/document 0 lacks a page/);
    const beyond = fresh();
    beyond.postings[0] = [0, -1, 1000];
    expect(refusal(beyond)).toMatch(/its index cannot be loaded \(postings of '.*' name document 1000 of 3\)/);
    const cut = fresh();
    cut.postings[0] = [0, 2, 0];
    expect(refusal(cut)).toMatch(/cut short/);
    const lengths = fresh();
    lengths.fieldLength.pop();
    expect(refusal(lengths)).toMatch(/field lengths do not fit/);
    expect(refusal(null)).toContain('not a version 2 search shard');
  });
});
