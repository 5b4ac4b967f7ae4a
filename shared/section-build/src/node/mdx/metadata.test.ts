import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, test } from '@rstest/core';
import { readPageMetadata } from './metadata.ts';

const dirs: string[] = [];
afterAll(async () => {
  for (const d of dirs) await rm(d, { recursive: true, force: true });
});

async function page(text: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'page-metadata-'));
  dirs.push(dir);
  await writeFile(join(dir, 'page.mdx'), text);
  return join(dir, 'page.mdx');
}

test('without compiling, a page gives the same frontmatter, headings, links, warnings and components', async () => {
  const file = await page(
    '---\ntitle: A page\ndescription: One.\n---\n\n# Not the title\n\n## One\n\nSee [two](#two) and [elsewhere](/features/).\n\n### Two\n\n<Note>Text</Note> <Shortcut id="x" />\n',
  );
  const compiled = await readPageMetadata(file);
  expect(compiled.toc.map((h) => h.id)).toEqual(['one', 'two']);
  expect(compiled.links.map((l) => l.url)).toEqual(['#two', '/features/']);
  expect(compiled.warnings).toEqual([{ line: 6, column: 1, reason: 'Use ## or deeper: the page title is the only h1' }]);
  expect(compiled.uses).toEqual([
    { name: 'Note', line: 14, column: 1 },
    { name: 'Shortcut', line: 14, column: 19, id: 'x' },
  ]);
  expect(await readPageMetadata(file, { compile: false })).toEqual(compiled);
});

test('without compiling, broken JSX and bad frontmatter are still refused', async () => {
  const broken = await page('---\ntitle: A page\ndescription: One.\n---\n\nSome <Broken text\n');
  await expect(readPageMetadata(broken, { compile: false })).rejects.toThrow(/Unexpected end of file/);
  const untitled = await page('---\ndescription: One.\n---\n\nText.\n');
  await expect(readPageMetadata(untitled, { compile: false })).rejects.toThrow(/invalid frontmatter:\n {2}title/);
});

test("a page's own components are not the kit's, nor tags the site's plugins turn into code", async () => {
  const file = await page(
    '---\ntitle: A page\ndescription: One.\n---\n\nimport { Local } from \'./x.tsx\';\nexport function Mine() { return null; }\n\n<Local /> <Mine /> <div>x</div>\n\n<ToolExample tool="read_file"/>\n',
  );
  expect((await readPageMetadata(file, { compile: false })).uses).toEqual([]);
});
