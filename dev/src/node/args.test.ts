import { expect, test } from '@rstest/core';
import { SECTION_NAMES } from '@roo-docs/schemas/contract';
import { parseDevArgs } from './args.ts';

test('no section named: every section is built live', () => {
  expect(parseDevArgs([]).live).toEqual([...SECTION_NAMES]);
});

test('named sections are live, in the site order, each once', () => {
  expect(parseDevArgs(['update-notes', 'features', 'features']).live).toEqual(['features', 'update-notes']);
});

test('an unknown name is refused with the list of sections', () => {
  expect(() => parseDevArgs(['featurs'])).toThrow(/Unknown section "featurs"\. Sections: getting-started, features/);
});
