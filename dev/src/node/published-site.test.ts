import { access } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { expect, test } from '@rstest/core';
import { deployCommandLine } from './published-site.ts';

const repoRoot = resolve(import.meta.dirname, '../../..');

// The start publishes the whole site when a fresh clone has none; a moved deploy entry once made
// that step fail on every fresh clone while every test, run beside a published site, passed.
test('the publish a fresh clone needs runs the deploy command line that exists', async () => {
  const file = await deployCommandLine(repoRoot);
  await access(file);
  expect(file).toBe(join(repoRoot, 'node_modules', '@roo-docs', 'deploy', 'bin', 'roo-docs-deploy.js'));
});
