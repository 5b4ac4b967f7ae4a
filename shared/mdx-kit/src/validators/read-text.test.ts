import { describe, expect, test } from '@rstest/core';
import { aliasBomb } from './fixtures/alias-bomb.ts';
import { bracketDepth, MAX_CHARS, MAX_DEPTH, readText, valueDepth } from './read-text.ts';

describe('readText', () => {
  test('reads JSON, and YAML only where the file may be YAML', () => {
    expect(readText('{"a": [1, 2]}', false)).toEqual({ ok: true, value: { a: [1, 2] }, syntax: 'json' });
    expect(readText('a:\n  - 1\n', true)).toEqual({ ok: true, value: { a: [1] }, syntax: 'yaml' });
    const json = readText('a:\n  - 1\n', false);
    expect(json.ok).toBe(false);
    expect(!json.ok && json.message).toMatch(/^Not valid JSON: /);
  });

  test('cleans the typographic lookalikes the assistant cleans in .roomodes files', () => {
    expect(readText('name: \u201CDocs\u00A0writer\u201D\nslug: docs\u2013writer\n', true)).toEqual({
      ok: true,
      value: { name: 'Docs writer', slug: 'docs-writer' },
      syntax: 'yaml',
    });
  });

  test('a YAML syntax error names its line and column', () => {
    const result = readText('a: [\n', true);
    expect(!result.ok && result.message).toMatch(/^Not valid YAML or JSON: .* at line 2, column \d+$/);
  });

  test('refuses oversized, deeply nested and alias-bomb input with the reason', () => {
    const big = readText(' '.repeat(MAX_CHARS + 1), true);
    expect(big).toMatchObject({ ok: false, refused: true });
    expect(!big.ok && big.message).toContain('200,000');
    expect(readText('['.repeat(100_000), true)).toMatchObject({ ok: false, refused: true });
    let blocks = '';
    for (let i = 0; i <= MAX_DEPTH; i++) blocks += `${' '.repeat(i * 2)}a:\n`;
    expect(readText(blocks, true)).toMatchObject({ ok: false, refused: true });
    const refused = readText(aliasBomb(), true);
    expect(refused).toMatchObject({ ok: false, refused: true });
    expect(!refused.ok && refused.message).toContain('aliases');
  });

  test('a __proto__ key stays an own key and pollutes nothing', () => {
    for (const [text, yaml] of [
      ['{"__proto__": {"polluted": true}}', false],
      ['__proto__:\n  polluted: true\n', true],
    ] as const) {
      const result = readText(text, yaml);
      expect(result.ok && Object.hasOwn(result.value as object, '__proto__')).toBe(true);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    }
  });
});

describe('depth', () => {
  test('brackets inside quoted strings do not count', () => {
    expect(bracketDepth('{"a": "[[[[", "b": [[1]]}')).toBe(3);
    expect(bracketDepth("a: '{{{'\nb: [1]")).toBe(1);
  });

  test('valueDepth counts nested containers without recursion', () => {
    expect(valueDepth(1)).toBe(0);
    expect(valueDepth({ a: [{ b: 1 }] })).toBe(3);
  });
});
