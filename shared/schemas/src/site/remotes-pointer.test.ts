import { describe, expect, test } from '@rstest/core';
import { testPointer, testSectionPointer } from '../../../../tests/support/pointer.ts';
import { remotesPointerSchema } from './remotes-pointer.ts';

const pointer = (at: string) => testPointer({ features: testSectionPointer('features', 'abcdef12', { at }) }, null);

describe('remotes pointer', () => {
  test('accepts artefacts inside their own build prefix', () => {
    expect(remotesPointerSchema.safeParse(pointer('/_mf/features/abcdef12/')).success).toBe(true);
  });
  test('rejects an artefact URL on another origin or section', () => {
    expect(remotesPointerSchema.safeParse(pointer('https://evil.example/')).success).toBe(false);
    expect(remotesPointerSchema.safeParse(pointer('/_mf/cloud/abcdef12/')).success).toBe(false);
    expect(remotesPointerSchema.safeParse(pointer('/_mf/features/abcdef12/../../x/')).success).toBe(false);
  });
  test('devOrigins: absent by default, plain http(s) origins only', () => {
    const doc = pointer('/_mf/features/abcdef12/');
    expect(remotesPointerSchema.parse(doc).devOrigins).toBeUndefined();
    expect(remotesPointerSchema.parse({ ...doc, devOrigins: ['https://staging.example.com'] }).devOrigins).toEqual([
      'https://staging.example.com',
    ]);
    for (const bad of [['https://staging.example.com/x'], ['javascript:alert(1)'], 'https://a.example'])
      expect(remotesPointerSchema.safeParse({ ...doc, devOrigins: bad }).success).toBe(false);
  });
  test('rejects an unknown section', () => {
    const doc = pointer('/_mf/features/abcdef12/');
    expect(remotesPointerSchema.safeParse({ ...doc, sections: { blog: doc.sections.features } }).success).toBe(false);
  });
});

// A backtracking regex would not return here at all; the test timeout is the guard, not a clock.
test('site paths: valid forms pass, and a long hostile path is rejected', async () => {
  const { sitePathSchema } = await import('./sections.ts');
  for (const ok of ['/', '/faq', '/features/', '/update-notes/v3.28.17']) expect(sitePathSchema.safeParse(ok).success).toBe(true);
  for (const bad of ['faq', '/a//b', '/a/../b', '/a b']) expect(sitePathSchema.safeParse(bad).success).toBe(false);
  expect(sitePathSchema.safeParse(`/${'a'.repeat(5000)}!`).success).toBe(false);
});
