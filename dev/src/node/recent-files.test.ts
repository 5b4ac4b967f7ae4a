import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@rstest/core';
import { filesWrittenSince } from './recent-files.ts';

test('only files written since the time are listed, in every folder given; a missing folder has none', () => {
  const dir = mkdtempSync(join(tmpdir(), 'dev-recent-'));
  mkdirSync(join(dir, 'pages'));
  writeFileSync(join(dir, 'pages', 'old.js'), 'old');
  utimesSync(join(dir, 'pages', 'old.js'), new Date(1000), new Date(1000));
  // File times come from the kernel's coarse clock, a few ms behind Date.now().
  const since = Date.now() - 50;
  writeFileSync(join(dir, 'pages', 'new.js'), 'new');
  expect(filesWrittenSince([dir, join(dir, 'missing')], since)).toEqual([join(dir, 'pages', 'new.js')]);
});
