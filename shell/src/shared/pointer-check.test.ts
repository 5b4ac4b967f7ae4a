import { expect, test } from '@rstest/core';
import { remotesPointerSchema } from '@roo-docs/schemas';
import { testPointer, testSectionPointer } from '../../../tests/support/pointer.ts';
import { checkInlinePointer } from './pointer-check.ts';

const doc = (at: string) => testPointer({ cloud: testSectionPointer('cloud', 'abcdef123456', { at }) }, null);

test('agrees with the full schema on good and hostile pointers', () => {
  for (const prefix of [
    '/_mf/cloud/abcdef123456/',
    'https://evil.example/',
    '/_mf/features/abcdef123456/',
    '/_mf/cloud/abcdef123456/../../',
  ]) {
    expect(checkInlinePointer(doc(prefix)) !== null).toBe(remotesPointerSchema.safeParse(doc(prefix)).success);
  }
});

test('rejects non-objects and other versions', () => {
  expect(checkInlinePointer(null)).toBeNull();
  expect(checkInlinePointer('x')).toBeNull();
  expect(checkInlinePointer({ ...doc('/_mf/cloud/abcdef123456/'), schemaVersion: 2 })).toBeNull();
});
