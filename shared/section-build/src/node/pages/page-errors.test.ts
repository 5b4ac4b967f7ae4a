import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { compile } from '@mdx-js/mdx';
import { expect, test } from '@rstest/core';
import { compileError, renderError } from './page-errors.ts';

test('an MDX syntax error names the page, line and column', async () => {
  const error = await compile('Some text.\n\nMore <b>unclosed\n').catch((e: unknown) => e);
  expect(compileError('remotes/cloud/content/x.mdx', error).message).toMatch(
    /^remotes\/cloud\/content\/x\.mdx:3:\d+: Expected a closing tag for `<b>`/,
  );
});

test('a render error names the page and the line that uses the missing name', async () => {
  const file = join(await mkdtemp(join(tmpdir(), 'page-errors-')), 'x.mdx');
  await writeFile(file, '---\ntitle: X\n---\n\nIntro.\n\nValue: {undefinedVariable}\n');
  const message = renderError(
    'remotes/cloud/content/x.mdx',
    file,
    '/x',
    new ReferenceError('undefinedVariable is not defined'),
  ).message;
  expect(message).toBe('remotes/cloud/content/x.mdx:7: undefinedVariable is not defined (rendering /x)');
});
