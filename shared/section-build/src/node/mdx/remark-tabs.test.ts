import { describe, expect, test } from '@rstest/core';
import { compile } from '@mdx-js/mdx';
import { VFile } from 'vfile';
import { remarkHeadings } from './remark-headings.ts';
import { remarkTabs } from './remark-tabs.ts';

const compilePage = (body: string) =>
  compile(new VFile({ path: '/site/page.mdx', value: body }), { remarkPlugins: [remarkHeadings, remarkTabs] }).then(String);

const group = (open: string, ...labels: string[]) =>
  `${open}\n${labels.map((label) => `<Tab label="${label}">\n\n${label} text.\n\n</Tab>`).join('\n')}\n</Tabs>\n`;

describe('remarkTabs', () => {
  test('synced groups take their group id, a repeat gets a number; groups of their own are numbered in page order', async () => {
    const js = await compilePage(
      [
        group('<Tabs groupId="editor">', 'VS Code', 'Cursor'),
        group('<Tabs>', 'npm', 'pnpm'),
        group('<Tabs groupId="editor">', 'Cursor', 'VSCodium'),
        group('<Tabs>', 'a', 'b'),
      ].join('\n'),
    );
    expect([...js.matchAll(/id: "([^"]+)"/g)].map((m) => m[1])).toEqual(['editor', 'tabs-1', 'editor-2', 'tabs-2']);
  });

  const refused: [string, string, RegExp][] = [
    [
      'an unknown group',
      group('<Tabs groupId="browser">', 'Chrome', 'Firefox'),
      /no such synced group \(groups: os, editor, shell\)/,
    ],
    [
      'a label its group lacks',
      group('<Tabs groupId="os">', 'macOS', 'BSD'),
      /"BSD"> is not a tab of the group "os" \(its tabs: macOS, Windows, Linux\)/,
    ],
    ['a child that is not a tab', '<Tabs>\n\nSome text.\n\n<Tab label="a">x</Tab>\n</Tabs>\n', /holds only <Tab label/],
    [
      'a tab without a literal label',
      '<Tabs>\n<Tab label={x}>a</Tab>\n<Tab label="b">b</Tab>\n</Tabs>\n',
      /needs a literal label/,
    ],
    ['one tab', group('<Tabs>', 'only'), /at least two <Tab>/],
    ['two tabs of one name', group('<Tabs>', 'Same', 'same'), /Two tabs named "same"/],
    ['an id of its own', group('<Tabs id="mine">', 'a', 'b'), /gets its id from the build/],
    [
      'a tab id a heading has',
      `## Editor cursor\n\n${group('<Tabs groupId="editor">', 'VS Code', 'Cursor')}`,
      /#editor-cursor, which a heading/,
    ],
  ];
  for (const [what, body, reason] of refused) {
    test(`fails the build at the line for ${what}`, async () => {
      await expect(compilePage(body)).rejects.toThrow(reason);
      await compilePage(body).catch((error: { line?: number }) => expect(error.line).toBeGreaterThan(0));
    });
  }
});
