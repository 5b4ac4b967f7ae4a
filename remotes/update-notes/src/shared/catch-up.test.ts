import { expect, test } from '@rstest/core';
import { catchUp, catchUpSummary, type CatchUpData } from './catch-up.ts';

const item = (text: string, ...tags: string[]) => ({ text, tags });
const data: CatchUpData = {
  releases: [
    { version: '3.25.4', impact: 'opt-in', highlights: [item('SambaNova', '/providers/sambanova')], actions: [], changes: [] },
    {
      version: '3.25.8',
      impact: 'behaviour change',
      highlights: [item('Disabled MCP servers stay off')],
      actions: [item('Output is capped at 20% of the context window.')],
      changes: [item('Bedrock fix', '/providers/bedrock')],
    },
    { version: '3.25.10', impact: 'opt-in', highlights: [item('GPT-5', '/providers/openai')], actions: [], changes: [] },
  ],
};

test('a catch-up lists the releases after the version, oldest first, with their highlights and actions', () => {
  const views = catchUp(data, '3.25.4');
  expect(views.map((v) => v.release.version)).toEqual(['3.25.8', '3.25.10']);
  expect(views[0]!.actions.map((a) => a.text)).toEqual(['Output is capped at 20% of the context window.']);
  expect(views[0]!.changes).toEqual([]);
  expect(catchUpSummary(views, '3.25.4')).toBe('Since 3.25.4: 2 releases, 1 asks you to act.');
  expect(catchUpSummary(catchUp(data, '3.25.10'), '3.25.10')).toBe('Since 3.25.10, no release: you are up to date.');
});

test('a filter keeps only what is about one provider or feature, changes included, and drops releases without any', () => {
  const views = catchUp(data, '3.25.0', '/providers/bedrock');
  expect(views.map((v) => [v.release.version, v.highlights.length, v.changes.map((c) => c.text)])).toEqual([
    ['3.25.8', 0, ['Bedrock fix']],
  ]);
  expect(catchUpSummary(views, '3.25.0', 'Amazon Bedrock')).toBe(
    'Since 3.25.0: 1 release change Amazon Bedrock, none asks you to act.',
  );
});
