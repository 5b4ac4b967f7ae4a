import { expect, test } from '@rstest/core';
import { afterFirstPage, type Completable } from './after-first-page.ts';

const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function section(name: string, log: string[], reads: number | Error): Completable {
  return {
    name,
    complete: async () => {
      log.push(`complete ${name}`);
      if (reads instanceof Error) throw reads;
      return reads;
    },
    refresh: () => log.push(`refresh ${name}`),
  };
}

test('nothing is read before a page compiled; then every section is read, and every one refreshed', async () => {
  const log: string[] = [];
  const later = afterFirstPage({ afterPageMs: 20, noPageMs: 60_000 });
  later.add(section('features', log, 3));
  later.add(section('cloud', log, 0));
  await tick(50);
  expect(log).toEqual([]);
  later.pageCompiled();
  await tick(80);
  expect(log).toEqual(['complete features', 'complete cloud', 'refresh features', 'refresh cloud']);
});

test('without a page the reads start after a while; a section that fails does not stop the others', async () => {
  const log: string[] = [];
  const later = afterFirstPage({ afterPageMs: 0, noPageMs: 30 });
  later.add(section('features', log, new Error('disk gone')));
  later.add(section('cloud', log, 0));
  await tick(100);
  expect(log).toEqual(['complete features', 'complete cloud']);
});
