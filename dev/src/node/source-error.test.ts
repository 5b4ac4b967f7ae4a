import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@rstest/core';
import { formatSourceError, sourceErrorOf } from './source-error.ts';

test('an MDX message gives file, line, column and the text of that line', () => {
  const root = mkdtempSync(join(tmpdir(), 'dev-source-error-'));
  writeFileSync(join(root, 'page.mdx'), '# Title\n\nSome <Broken text\n');
  const error = sourceErrorOf('page.mdx', { reason: 'Unexpected end of file in name', place: { start: { line: 3, column: 6 } } });
  expect(formatSourceError(error, root)).toBe('page.mdx:3:6: Unexpected end of file in name\n  3 | Some <Broken text');
});

test('a `file:line:col:` prefix (the build’s compile error) is read as the place', () => {
  const error = sourceErrorOf(
    'remotes/features/content/a.mdx',
    new Error('remotes/features/content/a.mdx:7:2: invalid frontmatter'),
  );
  expect(error).toEqual({ file: 'remotes/features/content/a.mdx', line: 7, column: 2, reason: 'invalid frontmatter' });
});

test('an error without a place names the file alone', () => {
  const error = sourceErrorOf(
    'remotes/features/content/a.mdx',
    new Error('remotes/features/content/a.mdx: invalid frontmatter:\n  title: Required'),
  );
  expect(formatSourceError(error, '/nowhere')).toBe('remotes/features/content/a.mdx: invalid frontmatter:\n  title: Required');
});
