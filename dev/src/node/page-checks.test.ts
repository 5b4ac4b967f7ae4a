import { expect, test } from '@rstest/core';
import { checkPage } from './page-checks.ts';

test('a component no page has is reported where it is used', async () => {
  expect(await checkPage('---\ntitle: T\n---\n\nText.\n\n<Bogus />\n')).toEqual([
    { line: 7, column: 1, reason: 'Unknown component <Bogus>: no page component has this name' },
  ]);
});

test('an unknown fact id is reported; a known one is not', async () => {
  const problems = await checkPage('Press <Shortcut id="no-such-shortcut" /> and see <Setting id="enableCheckpoints" />.\n');
  expect(problems).toEqual([
    {
      line: 1,
      column: 7,
      reason: "Unknown Shortcut id 'no-such-shortcut': add it to shared/mdx-kit/src/facts/shortcuts.ts or fix the page",
    },
  ]);
});

test('a tag the site’s remark plugins turn into code is not a component', async () => {
  expect(await checkPage('Text.\n\n<ToolExample tool="read_file"/>\n')).toEqual([]);
});

test('components a page imports or defines, and HTML elements, are its own business', async () => {
  expect(
    await checkPage(
      "import { Local } from './x.tsx';\nexport function Mine() { return null; }\n\n<Local /> <Mine /> <div>x</div>\n",
    ),
  ).toEqual([]);
});
