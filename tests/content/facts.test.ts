import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, test } from '@rstest/core';
import { scanContent } from '@roo-docs/build';
import { findFactViolations } from './facts-rules.ts';
import { REPO_ROOT } from './sections.ts';

const SECTIONS = ['getting-started', 'features', 'providers', 'cloud', 'update-notes'];

test('the rules catch a hand-typed chord, setting key, label and a known error, and leave code alone', () => {
  const page = [
    'Press <Kbd>Ctrl</Kbd>+<Kbd>Y</Kbd> to add it.',
    'Set `roo-cline.allowedCommands` first.',
    'Click **Share task**.',
    'Click the camera icon.',
    '```json',
    '{ "roo-cline.allowedCommands": ["npm test"], "keys": "Ctrl+Y" }',
    '```',
    'Press <Shortcut id="addToContext"/> and see <Setting id="allowedCommands" show="key"/>.',
  ].join('\n');
  expect(findFactViolations(page).map((v) => v.line)).toEqual([1, 2, 3, 4]);
});

test('no page spells a shared fact by hand or repeats a known error', async () => {
  const problems: string[] = [];
  for (const section of SECTIONS) {
    for (const file of await scanContent(join(REPO_ROOT, 'remotes', section))) {
      for (const v of findFactViolations(readFileSync(file.file, 'utf8'))) {
        problems.push(`${relative(REPO_ROOT, file.file)}:${v.line}: ${v.rule} — ${v.text}`);
      }
    }
  }
  expect(problems).toEqual([]);
});
