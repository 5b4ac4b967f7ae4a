import { describe, expect, test } from '@rstest/core';
import { createSearchEngine } from './engine.ts';
import { loadSiteShards } from './fixtures/site.ts';

const shards = loadSiteShards();
const engine = createSearchEngine(shards);

// [query, the page that must be among the top 3 hits, optional context]. Pages are those of the
// current build; refresh the snapshot with scripts/snapshot-shards.ts when content changes.
const CASES: [string, string, string?][] = [
  // Tool names, whole, by part and by format name.
  ['apply_diff', '/advanced-usage/available-tools/apply-diff'],
  ['apply diff', '/advanced-usage/available-tools/apply-diff'],
  ['search_files', '/basic-usage/how-tools-work'],
  ['SEARCH/REPLACE', '/advanced-usage/available-tools/apply-diff'],
  // Settings, including a camelCase key and its words.
  ['diffEnabled', '/advanced-usage/available-tools/apply-diff'],
  ['fuzzy match threshold', '/advanced-usage/available-tools/apply-diff'],
  ['reasoning effort', '/providers/openai'],
  ['verbosity', '/providers/openai'],
  ['service tiers', '/providers/openai'],
  ['custom base url', '/providers/openai'],
  ['secret storage', '/faq'],
  // Providers and models.
  ['ollama', '/providers/ollama'],
  ['anthropic', '/providers/anthropic'],
  ['openrouter', '/getting-started/connecting-api-provider'],
  ['openai api key', '/providers/openai'],
  ['gpt-5', '/providers/openai'],
  ['Sonnet 4.5 1M', '/providers/anthropic'],
  ['pull a model', '/providers/ollama'],
  // Features and how-tos.
  ['checkpoints', '/features/checkpoints'],
  ['.rooignore', '/features/rooignore'],
  ['.gitignore', '/features/rooignore'],
  ['roomote control', '/roo-code-cloud/roomote-control'],
  ['task sync', '/roo-code-cloud/task-sync'],
  ['task sharing', '/roo-code-cloud/task-sharing'],
  ['context mentions', '/basic-usage/context-mentions'],
  ['git commits mention', '/basic-usage/context-mentions'],
  ['orchestrator', '/basic-usage/using-modes'],
  ['keyboard shortcuts', '/basic-usage/the-chat-interface'],
  ['slash commands', '/tips-and-tricks'],
  ['prompt caching', '/providers/anthropic'],
  ['extended thinking', '/providers/anthropic'],
  ['billing', '/roo-code-cloud/billing-subscriptions'],
  ['vsix', '/getting-started/installing'],
  ['windsurf', '/getting-started/installing'],
  ['telemetry', '/faq'],
  ['undo changes', '/faq'],
  ['offline', '/faq'],
  // Release versions.
  ['3.28.16', '/update-notes/v3.28.16'],
  ['v3.28.16', '/update-notes/v3.28.16'],
  ['v3.28.17', '/update-notes/v3.28.17'],
  ['3.28', '/update-notes/v3.28'],
  ['checkpoints', '/update-notes/v3.28', 'Release Notes'],
  // Misspellings and words still being typed.
  ['chekpoints', '/features/checkpoints'],
  ['olama', '/providers/ollama'],
  ['antropic', '/providers/anthropic'],
  ['roomote contorl', '/roo-code-cloud/roomote-control'],
  ['orchestrater', '/basic-usage/using-modes'],
  ['subscripton', '/roo-code-cloud/billing-subscriptions'],
  ['rooignor', '/features/rooignore'],
];

describe('relevance on the real shards', () => {
  test('the set is large enough and names only pages that exist', () => {
    const paths = new Set(shards.flatMap((s) => Object.values(s.index.toJSON().storedFields).map((d) => d?.path)));
    expect(CASES.length).toBeGreaterThanOrEqual(25);
    for (const [, path] of CASES) expect([path, paths.has(path)]).toEqual([path, true]);
  });

  for (const [query, path, context] of CASES) {
    test(`"${query}"${context ? ` in ${context}` : ''} finds ${path} in the top 3`, () => {
      const top3 = engine
        .search({ query, context })
        .slice(0, 3)
        .map((h) => h.path);
      expect(top3).toContain(path);
    });
  }
});
