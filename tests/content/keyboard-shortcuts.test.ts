import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@rstest/core';
import { shortcuts } from '@roo-docs/mdx-kit/facts';
import { REPO_ROOT } from './sections.ts';

// The Keyboard Navigation page is the one place a reader looks up keys, so it must show every
// shortcut and keybindable command the facts module holds: a new entry there fails this test
// until the page renders it.
const PAGE = 'remotes/features/content/features/keyboard-shortcuts.mdx';

/** Shortcut ids the page renders through `<Shortcut id="…"/>`. */
export function renderedShortcutIds(source: string): Set<string> {
  return new Set([...source.matchAll(/<Shortcut\s+id="([^"]+)"/g)].map((m) => m[1]!));
}

test('the id scan finds components with extra props and ignores other tags', () => {
  const ids = renderedShortcutIds('<Shortcut id="a"/> <Shortcut id="b" show="title"/> <Setting id="c"/>');
  expect([...ids]).toEqual(['a', 'b']);
});

test('the Keyboard Navigation page renders every shortcut of the facts module', () => {
  const rendered = renderedShortcutIds(readFileSync(join(REPO_ROOT, PAGE), 'utf8'));
  const missing = Object.keys(shortcuts).filter((id) => !rendered.has(id));
  expect(missing, `add these to ${PAGE}`).toEqual([]);
});
