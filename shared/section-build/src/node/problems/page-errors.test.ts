import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@rstest/core';
import { renderError } from './page-errors.ts';

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
