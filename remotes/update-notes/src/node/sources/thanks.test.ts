import { expect, test } from '@rstest/core';
import { thankedNames } from './thanks.ts';

test('people thanked with or without @, in lists with commas, "and" and repeated "!"', () => {
  expect(thankedNames('* Fix (thanks KJ7LNW, elianiva!) ([#5085](https://x))')).toEqual(['KJ7LNW', 'elianiva']);
  expect(thankedNames('Fix. (thanks @d-oit, @bramburn!)')).toEqual(['d-oit', 'bramburn']);
  expect(thankedNames('Fix (thanks KJ7LNW!, ChuKhaLi!)')).toEqual(['KJ7LNW', 'ChuKhaLi']);
  expect(thankedNames('(Thanks ross and olweraltuve!)')).toEqual(['ross', 'olweraltuve']);
  expect(thankedNames('(thanks R-omk! Additional thanks to GreatScottyMac for the YAML inspiration!)')).toEqual([
    'R-omk',
    'GreatScottyMac',
  ]);
  expect(thankedNames('Thank you to MuriloFP, sxueck, and tmchow for helping get this across the finish line!')).toEqual([
    'MuriloFP',
    'sxueck',
    'tmchow',
  ]);
  expect(thankedNames('(thanks student20880 for fixing the context window)')).toEqual(['student20880']);
  expect(thankedNames('Russian (Спасибо asychin!).')).toEqual(['asychin']);
});

test('projects, companies, words and names with spaces are not credited; a known misspelling is corrected', () => {
  expect(thankedNames('(Inspired by Cline, thanks hassoncs!)')).toEqual(['hassoncs']);
  expect(thankedNames('(thanks mrubens, Cline!)')).toEqual(['mrubens']);
  expect(thankedNames('(Thanks diarmidmackenzie, bramburn, and others!)')).toEqual(['diarmidmackenzie', 'bramburn']);
  expect(thankedNames('Thanks to OpenRouter for providing this model. Thank you to all our contributors!')).toEqual([]);
  expect(thankedNames('(thanks Ted Werbel, Carlos E. Perez!)')).toEqual([]);
  expect(thankedNames('(thanks samhwv8!)')).toEqual(['samhvw8']);
  expect(thankedNames('One task, thanks to a 400k token window.')).toEqual([]);
});
