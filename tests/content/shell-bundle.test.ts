import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test } from '@rstest/core';
import { buildShell } from '@roo-docs/shell/node';
import { REPO_ROOT } from './sections.ts';

// What only `npm run dev` needs: the events a section's development build fires when it replaces
// a page or a route table, and React Refresh's registrations. None may reach a reader.
const DEV_ONLY = ['roo:dev-page', 'roo:dev-routes', '$RefreshReg$', '$RefreshSig$', 'performReactRefresh'];

test('the published shell carries no development-only code', async () => {
  const { dir } = await buildShell(REPO_ROOT);
  const web = join(dir, 'web');
  const scripts = (await readdir(web)).filter((f) => f.endsWith('.js'));
  expect(scripts.length).toBeGreaterThan(0);
  const found: string[] = [];
  for (const file of scripts) {
    const text = await readFile(join(web, file), 'utf8');
    for (const marker of DEV_ONLY) if (text.includes(marker)) found.push(`${file}: ${marker}`);
  }
  expect(found).toEqual([]);
}, 180_000); // a production build of the shell, on a machine shared with other builds
