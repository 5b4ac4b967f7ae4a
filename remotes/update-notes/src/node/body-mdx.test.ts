import { expect, test } from '@rstest/core';
import { checkBodyMdx, MAX_BODY_BYTES } from './body-mdx.ts';

// Bodies start on line 7 of their file in these cases (six lines of frontmatter before them).
const check = (body: string) => checkBodyMdx(body, 7);

test('Markdown and the documented components with literal props pass', () => {
  expect(check('## Fixes\n\n- <Shortcut id="addToContext"/> and <Setting id="terminalInheritEnv" show="key"/> work.\n')).toEqual(
    [],
  );
  expect(check('- Press <Kbd>Ctrl</Kbd>; a < b, `{code}` and \\{braces\\} are text.\n\n{/* a note to editors */}\n')).toEqual([]);
  expect(check(':::tip\nA tip.\n:::\n\n| a | b |\n| - | - |\n| 1 | 2 |\n')).toEqual([]);
});

test('expressions, imports and exports are code and are refused at their line and column in the file', () => {
  expect(check("## Fixes\n\n{require('fs').writeFileSync('/tmp/owned', 'x')}\n")).toEqual([
    'body, line 9, column 1: a {…} expression is code, not allowed in an entry; write \\{ for a literal brace',
  ]);
  expect(check('- Sum: {1 + 1}.\n')).toEqual([
    'body, line 7, column 8: a {…} expression is code, not allowed in an entry; write \\{ for a literal brace',
  ]);
  expect(check('text\n\nexport const x = 1\n')).toEqual([
    'body, line 9, column 1: import/export is not allowed in an entry (entries are data, not code)',
  ]);
  expect(check("import fs from 'node:fs'\n")[0]).toMatch(/^body, line 7, column 1: import\/export is not allowed/);
});

test('unknown components, HTML tags and expression props are refused', () => {
  expect(check('<Foo/>\n')[0]).toMatch(/^body, line 7, column 1: <Foo> is not a component entries may use \(Shortcut, Setting/);
  expect(check('a <b>bold</b>\n')[0]).toMatch(/^body, line 7, column 3: <b> is not a component/);
  expect(check('<>x</>\n')[0]).toMatch(/fragment/);
  expect(check('<Shortcut id={name}/>\n')).toEqual([
    'body, line 7, column 1: <Shortcut id=…> must be a literal string such as id="…", not an expression',
  ]);
  expect(check('<Shortcut {...props}/>\n')[0]).toMatch(/spreads an expression/);
  expect(check('<Setting id="terminalInheritEnv" onClick="y"/>\n')).toEqual([
    "body, line 7, column 1: <Setting> has no prop 'onClick' (it takes: id, show)",
  ]);
  // Nested inside an allowed component is still checked.
  expect(check('<Kbd>{process.exit(1)}</Kbd>\n')[0]).toMatch(/column 6: a \{…\} expression is code/);
});

test('a fact the kit does not know is reported at its line, not while the page renders', () => {
  expect(check('## Fixes\n\n- Press <Shortcut id="noSuchShortcut"/>.\n')).toEqual([
    'body, line 9, column 9: <Shortcut id="noSuchShortcut"> is not a shortcut id of shared/mdx-kit/src/facts/',
  ]);
  expect(check('<Label id="settingsSectionSlashCommands" show="colour"/>\n')).toEqual([
    "body, line 7, column 1: <Label show=\"colour\"> is not 'text', 'icon', 'location'",
  ]);
  expect(check('<Fact/>\n')).toEqual(['body, line 7, column 1: <Fact> needs id="…"']);
});

test('MDX that does not parse is reported in the body, not past the end of the file', () => {
  expect(check('## Fixes\n\n- An unclosed {brace.\n')).toEqual([
    'body, line 9, column 22: not valid MDX (Unexpected end of file in expression, expected a corresponding closing brace for `{`); escape { } < in prose',
  ]);
});

test(`a body over ${MAX_BODY_BYTES / 1024} KB is refused before it is parsed`, () => {
  // Long bullets, as real entries have: a body just under the limit still passes.
  const item = `- ${'A change described at length. '.repeat(30)}(#1234, thanks @someone).\n`;
  const body = (n: number) => `## Fixes\n\n${item.repeat(n)}`;
  const fits = Math.floor((MAX_BODY_BYTES - 20) / item.length);
  expect(check(body(fits))).toEqual([]);
  expect(check(body(fits + 1))).toEqual([`body: 65 KB, over the limit of 64 KB for an entry; split or shorten it`]);
});

test('links to javascript:, vbscript: and data: URLs are refused at their line and column, however they are spelt', () => {
  const reason = (scheme: string, why: string, what = 'a link') =>
    `${what} to a ${scheme} URL is not allowed in an entry (it ${why}); link to an https:// page`;
  const runs = 'runs script when followed';
  expect(check('## Fixes\n\n- See [the fix](javascript:alert(1)).\n')).toEqual([
    `body, line 9, column 7: ${reason('javascript:', runs)}`,
  ]);
  expect(check('- [a](VBScript:msgbox)\n')).toEqual([`body, line 7, column 3: ${reason('vbscript:', runs)}`]);
  expect(check('- ![logo](data:image/svg+xml,<svg/>)\n')[0]).toMatch(
    /column 3: an image to a data: URL is not allowed in an entry \(it opens a document the site does not publish\)/,
  );
  // A character reference, a tab inside a pointed destination, and a reference-style definition.
  expect(check('- [a](&#106;avascript:alert(1))\n')).toEqual([`body, line 7, column 3: ${reason('javascript:', runs)}`]);
  expect(check('- [a](<java\tscript:alert(1)>)\n')).toEqual([`body, line 7, column 3: ${reason('javascript:', runs)}`]);
  expect(check('- [a][x]\n\n[x]: javascript:alert(1)\n')).toEqual([
    `body, line 9, column 1: ${reason('javascript:', runs, 'a link definition')}`,
  ]);
  // Pages, anchors, mail and prose that only mentions the words stay.
  expect(check('- [PR](https://github.com/RooCodeInc/Roo-Code/pull/1), [here](#fixes), [docs](/features/checkpoints)\n')).toEqual(
    [],
  );
  expect(check('- Metadata: the javascript: scheme is mentioned & explained in [the docs](/faq).\n')).toEqual([]);
});
