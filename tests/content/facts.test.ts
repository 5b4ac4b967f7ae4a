import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, test } from '@rstest/core';
import { findFactViolations } from './facts-rules.ts';
import { REPO_ROOT } from './sections.ts';

/** Every MDX file of the remotes: pages under content/, release-note entries, section intros. */
function mdxFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    if (e.name === 'node_modules' || e.name === 'dist' || e.name.startsWith('.')) return [];
    const path = join(dir, e.name);
    return e.isDirectory() ? mdxFiles(path) : e.name.endsWith('.mdx') ? [path] : [];
  });
}

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

test('provider-settings labels are caught whether they are settings or labels; bold lead-ins and single words are not', () => {
  const page = [
    'Set **API Provider** to **Anthropic**.',
    'Tick **Use custom base URL** only behind a proxy.',
    'Move the **Max Thinking Tokens** slider.',
    '- **Context window:** prefer 128K tokens or more.',
    'Click **Save**.',
  ].join('\n');
  expect(findFactViolations(page).map((v) => v.line)).toEqual([1, 2, 3]);
});

test('the rules catch a hand-typed place of the auto-approve control, setting default, tool availability and zero cost', () => {
  const page = [
    'Click the auto-approve control just above the chat input.',
    'Indexing is off by default and needs two things.',
    '| `codebase_search` | Offered only while indexing is enabled |',
    'Local models show a cost of zero.',
    'Leaving out `type` on a URL-based entry is an error.',
    'Click the auto-approve control, <Label id="autoApproveMenu" show="location"/>.',
    '<Setting id="codebaseIndexEnabled"/> is <Setting id="codebaseIndexEnabled" show="default"/> by default.',
    '| `codebase_search` | <ToolAvailability tool="codebase_search"/> |',
    'Their cost is zero. <Fact id="zeroCostHidden"/>',
  ].join('\n');
  expect(findFactViolations(page).map((v) => v.line)).toEqual([1, 2, 3, 4, 5]);
});

test("release notes may say what a version changed then: rules about today's behaviour skip them", () => {
  const note = ['- A cost of zero is no longer shown in the task header.', '- Checkpoints are on by default now.'].join('\n');
  expect(findFactViolations(note, { releaseNote: true })).toEqual([]);
  expect(findFactViolations(note).map((v) => v.line)).toEqual([1, 2]);
});

test('no page spells a shared fact by hand or repeats a known error', () => {
  const files = mdxFiles(join(REPO_ROOT, 'remotes'));
  expect(files.length).toBeGreaterThan(30);
  const problems = files.flatMap((file) =>
    findFactViolations(readFileSync(file, 'utf8'), {
      releaseNote: relative(REPO_ROOT, file).startsWith('remotes/update-notes/'),
    }).map((v) => `${relative(REPO_ROOT, file)}:${v.line}: ${v.rule} — ${v.text}`),
  );
  expect(problems).toEqual([]);
});
