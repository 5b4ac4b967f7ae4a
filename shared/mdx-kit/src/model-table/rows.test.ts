import { describe, expect, test } from '@rstest/core';
import { capabilities, formatPrice, formatTokens, nextSort, sortModels, tierLines, type TableModel } from './rows.ts';

const m = (id: string, contextWindow: number, inputPrice?: number): TableModel => ({
  id,
  contextWindow,
  supportsPromptCache: false,
  inputPrice,
});

describe('formatting', () => {
  test('token counts are exact with comma groups', () => {
    expect(formatTokens(1048576)).toBe('1,048,576');
    expect(formatTokens(8192)).toBe('8,192');
    expect(formatTokens(999)).toBe('999');
  });

  test('prices keep at least two decimals and every significant one', () => {
    expect(formatPrice(3)).toBe('$3.00');
    expect(formatPrice(0.0375)).toBe('$0.0375');
    expect(formatPrice(0.125)).toBe('$0.125');
    expect(formatPrice(22.5)).toBe('$22.50');
    expect(formatPrice(0)).toBe('$0.00');
    expect(formatPrice(0.00875)).toBe('$0.00875');
    expect(formatPrice(0.00002)).toBe('$0.00002');
    expect(formatPrice(undefined)).toBe('n/a');
  });

  test('capabilities name the default reasoning effort', () => {
    expect(
      capabilities({ ...m('a', 1), supportsImages: true, supportsReasoningEffort: true, reasoningEffort: 'medium' }),
    ).toEqual(['images', 'reasoning effort (default medium)']);
  });

  test('tiers: service tiers by name, a wider unnamed tier as a larger window, a narrower one as a threshold', () => {
    const model: TableModel = {
      ...m('x', 200000, 3),
      tiers: [
        { name: 'flex', contextWindow: 200000, inputPrice: 1.5, outputPrice: 7.5 },
        { contextWindow: 1000000, inputPrice: 6, outputPrice: 22.5, cacheWritesPrice: 7.5, cacheReadsPrice: 0.6 },
        { contextWindow: 128000, inputPrice: 1, outputPrice: 4 },
      ],
    };
    expect(tierLines(model)).toEqual([
      'Flex: $1.50 in, $7.50 out',
      '1M window: $6.00 in, $22.50 out, $7.50 cache write, $0.60 cache read',
      'Up to 128K: $1.00 in, $4.00 out',
    ]);
  });
});

describe('sorting', () => {
  const models = [m('a', 200, 3), m('b', 100), m('c', 300, 1), m('d', 100, 3)];
  const ids = (list: TableModel[]) => list.map((x) => x.id).join('');

  test('no sort keeps the extension order', () => {
    expect(ids(sortModels(models, null))).toBe('abcd');
  });

  test('ascending and descending, ties stable, missing prices last both ways', () => {
    expect(ids(sortModels(models, { key: 'inputPrice', direction: 'ascending' }))).toBe('cadb');
    expect(ids(sortModels(models, { key: 'inputPrice', direction: 'descending' }))).toBe('adcb');
    expect(ids(sortModels(models, { key: 'contextWindow', direction: 'descending' }))).toBe('cabd');
  });

  test('clicks cycle ascending, descending, original; another column starts ascending', () => {
    const s1 = nextSort(null, 'inputPrice');
    expect(s1).toEqual({ key: 'inputPrice', direction: 'ascending' });
    const s2 = nextSort(s1, 'inputPrice');
    expect(s2).toEqual({ key: 'inputPrice', direction: 'descending' });
    expect(nextSort(s2, 'inputPrice')).toBeNull();
    expect(nextSort(s2, 'contextWindow')).toEqual({ key: 'contextWindow', direction: 'ascending' });
  });
});
