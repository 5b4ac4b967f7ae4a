import { describe, expect, test } from '@rstest/core';
import { hostnameSchema } from './hostname.ts';

const valid = (host: string) => hostnameSchema.safeParse(host).success;
const label = (n: number) => 'a'.repeat(n);

describe('hostname', () => {
  test('ordinary host names pass', () => {
    expect(['docs.roocode.com', 'localhost', 'a-b.example', 'x1.io'].map(valid)).toEqual([true, true, true, true]);
  });

  test('a label may be 63 characters, not 64', () => {
    expect(valid(`${label(63)}.com`)).toBe(true);
    expect(valid(`${label(64)}.com`)).toBe(false);
  });

  test('the whole name may be 255 characters, not 256', () => {
    const name255 = [label(63), label(63), label(63), label(63)].join('.');
    expect(name255).toHaveLength(255);
    expect(valid(name255)).toBe(true);
    const name256 = [label(62), 'a', label(63), label(63), label(63)].join('.');
    expect(name256).toHaveLength(256);
    expect(valid(name256)).toBe(false);
  });

  test('empty labels, edge hyphens and other characters fail with default wording', () => {
    for (const host of ['', 'a..b', '-a.com', 'a-.com', 'under_score.com', 'spa ce.com']) expect(valid(host)).toBe(false);
    expect(hostnameSchema.safeParse('a..b').error?.issues[0]?.message).toBe('Invalid input');
  });
});
