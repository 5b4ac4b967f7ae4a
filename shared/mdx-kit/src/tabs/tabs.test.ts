import { describe, expect, test } from '@rstest/core';
import { createElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { TAB_SELECTED_ATTRIBUTE, TAB_SYNC_ATTRIBUTE, TABS_RESTORE_SCRIPT } from '@roo-docs/schemas/contract';
import { Tab, Tabs, type TabsProps } from './Tabs.tsx';
import { TAB_GROUPS, tabValue } from './groups.ts';
import { tabIndexForKey } from './keyboard.ts';

// As a page renders it: the build (remark-tabs) gives the group its id.
const render = (props: TabsProps, tabs: [string, ReactNode][]) =>
  renderToStaticMarkup(
    createElement(
      MemoryRouter,
      null,
      createElement(Tabs, props, ...tabs.map(([label, body]) => createElement(Tab, { key: label, label }, body))),
    ),
  );

const EDITORS: [string, ReactNode][] = [
  ['VS Code', createElement('p', null, 'Open the Marketplace.')],
  ['Cursor', createElement('p', null, 'Cursor installs from Open VSX.')],
  ['VSCodium', createElement('p', null, 'VSCodium uses Open VSX too.')],
];

describe('<Tabs> on the server', () => {
  test('the WAI-ARIA tabs markup: a named tab list, the first tab selected, each tab controls its panel', () => {
    const html = render({ groupId: 'editor', id: 'editor' }, EDITORS);
    expect(html).toContain('<div role="tablist" aria-label="Editor">');
    expect(html).toContain(
      '<button role="tab" id="editor-vs-code" aria-selected="true" aria-controls="editor-vs-code-panel" tabindex="0">VS Code</button>',
    );
    expect(html).toContain('id="editor-cursor" aria-selected="false" aria-controls="editor-cursor-panel" tabindex="-1"');
    expect(html).toContain(
      'role="tabpanel" id="editor-cursor-panel" aria-labelledby="editor-cursor" data-label="Cursor" tabindex="0" hidden=""',
    );
    expect(html).toMatch(/id="editor-vs-code-panel"[^>]*tabindex="0">/);
    expect(html).toContain('data-tabs-sync="editor" data-tabs-selected="vs-code"');
  });

  test('every panel is in the HTML with its text, hidden ones too, each with its label for readers without scripts', () => {
    const html = render({ groupId: 'editor', id: 'editor' }, EDITORS);
    for (const [label, body] of EDITORS) {
      expect(html).toContain(renderToStaticMarkup(body as never));
      expect(html).toContain(`data-label="${label}"`);
    }
    expect(html.match(/role="tabpanel"/g)).toHaveLength(3);
    expect(html.match(/ hidden=""/g)).toHaveLength(2);
  });

  test('the restore script closes a synced group, so it runs before the page below it is drawn', () => {
    // It reads and sets the group's attributes through dataset.
    const key = (attribute: string) => attribute.slice(5).replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
    expect(TABS_RESTORE_SCRIPT).toContain(`dataset.${key(TAB_SYNC_ATTRIBUTE)})`);
    expect(TABS_RESTORE_SCRIPT).toContain(`dataset.${key(TAB_SELECTED_ATTRIBUTE)}=`);
    const html = render({ groupId: 'os', id: 'os-2' }, [
      ['macOS', 'Command'],
      ['Linux', 'Control'],
    ]);
    expect(html.endsWith(`<script>${TABS_RESTORE_SCRIPT}</script></div>`)).toBe(true);
    expect(html).toContain('aria-label="Operating system"');
    expect(html).toContain('id="os-2-macos"');
  });

  test('a group of its own has no sync id and takes the list name it is given', () => {
    const html = render({ id: 'tabs-1', label: 'Package manager' }, [
      ['npm', 'npm i'],
      ['pnpm', 'pnpm add'],
    ]);
    expect(html).toContain('<div id="tabs-1" class="tabs" data-tabs-selected="npm">');
    expect(html).toContain('aria-label="Package manager"');
    expect(html).not.toContain('<script>');
  });

  test('a group the build did not give an id is refused, saying why', () => {
    expect(() => render({ groupId: 'os' }, EDITORS)).toThrow(/no id: the page was not compiled with the site's MDX pipeline/);
  });
});

test('keys: arrows move and wrap, Home and End jump, other keys are left to the page', () => {
  expect(tabIndexForKey('ArrowRight', 0, 3)).toBe(1);
  expect(tabIndexForKey('ArrowRight', 2, 3)).toBe(0);
  expect(tabIndexForKey('ArrowLeft', 0, 3)).toBe(2);
  expect(tabIndexForKey('Home', 2, 3)).toBe(0);
  expect(tabIndexForKey('End', 0, 3)).toBe(2);
  expect(tabIndexForKey('Tab', 0, 3)).toBe(null);
  expect(tabIndexForKey('ArrowDown', 0, 3)).toBe(null);
});

test("the synced groups' labels give distinct values, the values fragments and storage use", () => {
  expect(tabValue('VS Code')).toBe('vs-code');
  expect(tabValue('macOS')).toBe('macos');
  for (const { labels } of Object.values(TAB_GROUPS)) {
    const values = labels.map(tabValue);
    expect(new Set(values).size).toBe(labels.length);
    for (const value of values) expect(value).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  }
});
