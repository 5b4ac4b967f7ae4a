import { expect, test } from '@rstest/core';
import { compareVersions, seriesOf } from './version.ts';

test('versions compare by number, a series before its patches', () => {
  const sorted = ['3.10', '3.9.2', '3.28.10', '3.28.9', '3.28', '2.2.46', '3.10.0'].sort(compareVersions);
  expect(sorted).toEqual(['2.2.46', '3.9.2', '3.10', '3.10.0', '3.28', '3.28.9', '3.28.10']);
  expect(seriesOf('3.28.17')).toBe('3.28');
  expect(seriesOf('3.28')).toBe('3.28');
});
