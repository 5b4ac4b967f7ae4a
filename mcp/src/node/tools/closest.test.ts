import assert from 'node:assert/strict';
import { test } from '@rstest/core';
import { closest } from './closest.ts';

test('closest names: containing ones first, then by edit distance', () => {
  const names = ['anthropic', 'bedrock', 'openai-native', 'gemini', 'vertex'];
  assert.deepEqual(closest('antropic', names, 2), ['anthropic', 'bedrock']);
  assert.deepEqual(closest('openai', names, 1), ['openai-native']);
});
