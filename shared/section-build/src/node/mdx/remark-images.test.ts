import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { compile } from '@mdx-js/mdx';
import { VFile } from 'vfile';
import { expect, test } from '@rstest/core';
import { remarkImages } from './remark-images.ts';

async function compileAt(dir: string, source: string) {
  const file = new VFile({ path: join(dir, 'page.mdx'), value: source });
  return String(await compile(file, { remarkPlugins: [remarkImages] }));
}

test('relative images become imports the bundler hashes; remote ones stay', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'mdx-img-'));
  await writeFile(join(dir, 'flow.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  const js = await compileAt(dir, 'See ![How a task flows](./flow.svg "Task flow") and ![logo](https://example.com/x.png).');
  expect(js).toContain('import __image0 from "./flow.svg"');
  expect(js).toMatch(/src: __image0/);
  // The kit's zoomable picture, which a page gets from the provider like any kit component.
  expect(js).toMatch(/_jsx\(ZoomImage, \{\s*src: __image0/);
  expect(js).toMatch(/_jsx\(_components\.img, \{\s*src: "https:\/\/example.com\/x.png"/);
  expect(js).toContain('"How a task flows"');
  expect(js).toContain('"https://example.com/x.png"');
});

test('a missing image fails the build with its name', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'mdx-img-'));
  await expect(compileAt(dir, '![x](./missing.png)')).rejects.toThrow('Image ./missing.png does not exist');
});
