import { expect, test } from '@rstest/core';
import { parseReleaseArgs } from './release-args.ts';

test('reads version, date, entry file and dry-run in any order', () => {
  expect(parseReleaseArgs(['v3.28.18', '--from', 'e.mdx', '--date', '2025-10-20', '--dry-run'])).toEqual({
    version: '3.28.18',
    date: '2025-10-20',
    from: 'e.mdx',
    dryRun: true,
    backfill: false,
  });
  expect(parseReleaseArgs(['3.27.1', '--date', '2025-10-20', '--from', 'e.mdx', '--backfill']).backfill).toBe(true);
  expect(parseReleaseArgs(['3.29', '--date', '2025-10-20', '--from', 'e.mdx']).dryRun).toBe(false);
});

test('a wrong command line says what is wrong', () => {
  expect(() => parseReleaseArgs(['--date', '2025-10-20', '--from', 'e.mdx'])).toThrow(/Missing the version/);
  expect(() => parseReleaseArgs(['3.28.18', '--from', 'e.mdx'])).toThrow(/Missing --date/);
  expect(() => parseReleaseArgs(['3.28.18', '--date', '20/10/2025', '--from', 'e.mdx'])).toThrow(/--date: '20\/10\/2025'/);
  expect(() => parseReleaseArgs(['3.28.18', '--date', '2025-10-20'])).toThrow(/Missing --from/);
  // A date that is no day of the calendar is the command line's fault, not the entry's.
  expect(() => parseReleaseArgs(['3.28.18', '--date', '2025-02-30', '--from', 'e.mdx'])).toThrow(
    /^--date: '2025-02-30' is not a calendar date$/,
  );
  expect(() => parseReleaseArgs(['3.28.x', '--date', '2025-10-20', '--from', 'e.mdx'])).toThrow(/version: '3.28.x'/);
  expect(() => parseReleaseArgs(['3.28.18', '--date', '--from', 'e.mdx'])).toThrow(/--date needs a value/);
  expect(() => parseReleaseArgs(['3.28.18', '--force'])).toThrow(/Unknown option --force/);
});
