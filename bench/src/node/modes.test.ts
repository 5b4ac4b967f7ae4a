import { expect, test } from '@rstest/core';
import { BenchArgs } from './args.ts';
import { chooseMode, USAGE } from './modes.ts';

const pick = (...list: string[]) => chooseMode(new BenchArgs(list)).flag;

test('the first mode whose flag is given runs; no flag is the real site', () => {
  expect(pick()).toBe('');
  expect(pick('--load', '--site', '/tmp/x')).toBe('--load');
  expect(pick('--release', '2', '--scale', '2000')).toBe('--release');
  expect(pick('--scale', '430,2000', '--keep')).toBe('--scale');
  expect(pick('--mcp-start', '3', '--site', '/tmp/x')).toBe('--mcp-start');
  expect(pick('--mcp', '--rounds', '3')).toBe('--mcp');
});

test('an unknown flag is refused with the list of modes instead of starting a full run', () => {
  expect(() => pick('--lighthose')).toThrow(/Unknown flag --lighthose/);
  expect(USAGE).toContain('--search-scale');
});

test('counts and sizes are checked before anything is built', () => {
  const release = (list: string[]) => new BenchArgs(list).count('--release', { min: 1, max: 20, absent: 3, bare: 3 });
  expect(release(['--release'])).toBe(3);
  expect(release(['--release', '4'])).toBe(4);
  expect(() => release(['--release', '99'])).toThrow(/1 to 20/);
  const rounds = (list: string[]) => new BenchArgs(list).count('--rounds', { min: 1, max: 50, absent: 5 });
  expect(rounds([])).toBe(5);
  expect(() => rounds(['--rounds'])).toThrow(/--rounds/);
  expect(new BenchArgs(['--scale', '430, 2000']).sizes('--scale')).toEqual([430, 2000]);
  expect(() => new BenchArgs(['--scale', '10']).sizes('--scale')).toThrow(/between 40 and 5000/);
  expect(new BenchArgs([]).sizes('--scale')).toBeUndefined();
});
