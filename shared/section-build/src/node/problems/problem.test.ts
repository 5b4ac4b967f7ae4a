import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { compile } from '@mdx-js/mdx';
import { expect, test } from '@rstest/core';
import { formatProblem, PageProblemsError, problemOfError, textInCheckout } from './problem.ts';

test('an MDX message gives file, line, column and the text of that line', () => {
  const root = mkdtempSync(join(tmpdir(), 'problem-'));
  writeFileSync(join(root, 'page.mdx'), '# Title\n\nSome <Broken text\n');
  const problem = problemOfError('page.mdx', {
    reason: 'Unexpected end of file in name',
    place: { start: { line: 3, column: 6 } },
  });
  expect(formatProblem(problem, textInCheckout(root))).toBe(
    'page.mdx:3:6: Unexpected end of file in name\n  3 | Some <Broken text',
  );
  expect(formatProblem(problem)).toBe('page.mdx:3:6: Unexpected end of file in name');
});

test("an MDX compiler's own error gives its place", async () => {
  const error = await compile('Some text.\n\nMore <b>unclosed\n').catch((e: unknown) => e);
  expect(formatProblem(problemOfError('remotes/cloud/content/x.mdx', error))).toMatch(
    /^remotes\/cloud\/content\/x\.mdx:3:\d+: Expected a closing tag for `<b>`/,
  );
});

test('a `file:line:col:` prefix in the message is read as the place', () => {
  const problem = problemOfError(
    'remotes/features/content/a.mdx',
    new Error('remotes/features/content/a.mdx:7:2: invalid frontmatter'),
  );
  expect(problem).toEqual({
    file: 'remotes/features/content/a.mdx',
    line: 7,
    column: 2,
    severity: 'error',
    reason: 'invalid frontmatter',
  });
});

test("an error without a place names the file alone; with the page's text, a frontmatter field its line", () => {
  const error = new Error('/abs/remotes/features/content/a.mdx: invalid frontmatter:\n  title: Required');
  const problem = problemOfError('remotes/features/content/a.mdx', error);
  expect(formatProblem(problem, textInCheckout('/nowhere'))).toBe(
    'remotes/features/content/a.mdx: invalid frontmatter:\n  title: Required',
  );
  const placed = problemOfError('remotes/features/content/a.mdx', error, '---\ndescription: D\n---\n');
  expect([placed.line, placed.column]).toEqual([1, 1]);
});

test('a refused build lists every problem with its line', () => {
  const text = 'a\n<Bogus />\n';
  const error = new PageProblemsError(
    'cloud',
    [{ file: 'remotes/cloud/content/x.mdx', line: 2, column: 1, severity: 'error', reason: 'Unknown component <Bogus>' }],
    () => text,
  );
  expect(error.message).toBe(
    'cloud: 1 problem in its pages; nothing was built:\n  remotes/cloud/content/x.mdx:2:1: Unknown component <Bogus>\n    2 | <Bogus />',
  );
});
