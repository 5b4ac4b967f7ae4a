import { expect, test } from '@rstest/core';
import type { RemotesPointer } from '@roo-docs/schemas';
import { testPointer, testSectionPointer } from '../../../tests/support/pointer.ts';
import { checkInlinePointer } from './pointer-check.ts';
import { compactPointer, expandPointer } from './inline-pointer.ts';

const hash = (c: string) => c.repeat(64);
const pointer: RemotesPointer = testPointer(
  {
    features: 'aaaaaaaa0000',
    // A build whose manifest has another name keeps its URLs.
    cloud: { ...testSectionPointer('cloud', 'bbbbbbbb0000'), manifest: '/_mf/cloud/bbbbbbbb0000/other-manifest.json' },
  },
  'ffffffff0000',
);

test('a page inlines usual URLs as the build id and hashes, and gets the same pointer back', () => {
  const inline = compactPointer(pointer);
  expect(inline.sections.features).toEqual(['aaaaaaaa0000', hash('a'), hash('b'), hash('c')]);
  expect(inline.sections.cloud).toEqual(pointer.sections.cloud);
  expect(JSON.stringify(inline).length).toBeLessThan(JSON.stringify(pointer).length * 0.8);
  const back = expandPointer(JSON.parse(JSON.stringify(inline)));
  expect(back).toEqual(pointer);
  expect(checkInlinePointer(back)).toEqual(pointer);
});

test('a malformed inlined pointer is still refused after expansion', () => {
  const bad = { ...compactPointer(pointer), sections: { features: ['../x', hash('a'), hash('b'), hash('c')] } };
  expect(checkInlinePointer(expandPointer(bad as never))).toBeNull();
  expect(checkInlinePointer(expandPointer(null as never))).toBeNull();
});
