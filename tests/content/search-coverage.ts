import { expect, test } from '@rstest/core';
import type { SectionName } from '@roo-docs/schemas';
import { SEARCH_OPTIONS } from '@roo-docs/search-index';
import { loadShard } from '@roo-docs/search-worker/engine';
import { builtSection } from './built-section.ts';

/** Every page of the section is found by its own title, in the first three hits of its shard. */
export function checkFoundBySearch(section: SectionName) {
  test(`${section}: every page is found by search`, { timeout: 120_000 }, async () => {
    const build = await builtSection(section);
    const shard = (await import(`${build.dir}/search-shard.json`, { with: { type: 'json' } })).default;
    const { index, docs } = loadShard(shard, section);
    const missed: string[] = [];
    for (const route of build.table.routes) {
      const top = index.search(route.title, SEARCH_OPTIONS.searchOptions).slice(0, 3);
      if (!top.some((hit) => docs[hit.id as number]!.path === route.path)) missed.push(`${route.path} ('${route.title}')`);
    }
    expect(missed).toEqual([]);
  });
}
