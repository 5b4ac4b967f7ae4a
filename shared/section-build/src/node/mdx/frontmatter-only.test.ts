import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@rstest/core';
import { scanContent } from '../pages/content.ts';
import { readFrontmatterOnly } from './frontmatter-only.ts';
import { readPageMetadata } from './metadata.ts';

const REMOTES = fileURLToPath(new URL('../../../../../remotes/', import.meta.url));

test("the site's pages give the frontmatter a full read gives", async () => {
  const files = (await Promise.all(['getting-started', 'cloud', 'providers'].map((s) => scanContent(`${REMOTES}${s}`)))).flat();
  expect(files.length).toBeGreaterThan(40);
  for (const { file } of files) {
    const quick = readFrontmatterOnly(await readFile(file, 'utf8'));
    expect({ file, frontmatter: quick?.frontmatter }).toEqual({
      file,
      frontmatter: (await readPageMetadata(file, { compile: false })).frontmatter,
    });
  }
  // Some 55 full reads: about 3 s alone on 2 cores, more than the default 5 s on a busy machine.
}, 30_000);

test('CRLF line ends, a byte-order mark and a sidebar label are read; headings and links wait for the full read', () => {
  const page =
    '\uFEFF---\r\ntitle: "A: page"\r\ndescription: One.\r\nsidebar_label: Short\r\n---\r\n\r\n## Heading\r\n\r\n[x](/y)\r\n';
  expect(readFrontmatterOnly(page)).toEqual({
    frontmatter: { title: 'A: page', description: 'One.', sidebar_label: 'Short' },
    toc: [],
    links: [],
    warnings: [],
    uses: [],
    partial: true,
  });
});

test('what only the full read can explain is left to it', () => {
  expect(readFrontmatterOnly('# No frontmatter\n')).toBeNull();
  expect(readFrontmatterOnly('---\ntitle: [unclosed\ndescription: x\n---\n')).toBeNull();
  expect(readFrontmatterOnly('---\ndescription: No title.\n---\n')).toBeNull();
  expect(readFrontmatterOnly('---\n- a list\n---\n')).toBeNull();
  expect(readFrontmatterOnly('Text first\n---\ntitle: T\ndescription: D\n---\n')).toBeNull();
});
