import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, test } from '@rstest/core';
import type { ContentFile } from '../pages/content.ts';
import { pageMemo } from './page-memo.ts';

const dirs: string[] = [];
afterAll(async () => {
  for (const d of dirs) await rm(d, { recursive: true, force: true });
});

async function folder() {
  const dir = await mkdtemp(join(tmpdir(), 'page-memo-'));
  dirs.push(dir);
  const page = async (name: string, text: string): Promise<ContentFile> => {
    await writeFile(join(dir, name), text);
    return { file: join(dir, name), relative: name, route: `/${name.replace(/\.mdx$/, '')}` };
  };
  const memo = (digest = 'd1', persisted = true) =>
    pageMemo({ file: join(dir, 'cache', 'page-metadata.json'), digest, baseDir: dir, persisted });
  return { dir, page, memo };
}

const A = '---\ntitle: A\ndescription: First.\n---\n\n## One\n\n[x](/nowhere)\n';

test('a page is read again only when its text changed; the saved memo serves the next process of the same build', async () => {
  const { page, memo } = await folder();
  const first = memo();
  const a = await page('a.mdx', A);
  const b = await page('b.mdx', '---\ntitle: B\ndescription: Second.\n---\n\nText.\n');
  const [readA] = await first.read([a, b]);
  expect(readA!.metadata.toc.map((h) => h.id)).toEqual(['one']);
  expect(await first.read([a, b])).toEqual(await first.read([a, b]));
  const [, before] = await first.read([a, b]);
  await page('b.mdx', '---\ntitle: B2\ndescription: Second.\n---\n\nText.\n');
  const [, after] = await first.read([a, b]);
  expect([before!.metadata.frontmatter.title, after!.metadata.frontmatter.title]).toEqual(['B', 'B2']);
  await first.save();
  // The next process: its pages come from the saved memo, whatever it would find in them now.
  const next = memo();
  const [stored] = await next.read([a]);
  expect(stored!.metadata).toEqual(readA!.metadata);
  // Another build's code (digest) reads everything.
  const other = memo('d2');
  expect((await other.read([a]))[0]!.metadata).toEqual(readA!.metadata);
});

test('a start reads only frontmatter of pages it does not know; complete() reads them in full, one at a time', async () => {
  const { page, memo } = await folder();
  const start = memo();
  const a = await page('a.mdx', A);
  const [quick] = await start.read([a], { frontmatterFirst: true });
  expect(quick!.metadata).toEqual({
    frontmatter: { title: 'A', description: 'First.' },
    toc: [],
    links: [],
    warnings: [],
    uses: [],
    partial: true,
  });
  // Only the first read is a start's: a page new after it is read in full.
  const b = await page('b.mdx', '---\ntitle: B\ndescription: Second.\n---\n\n## Two\n');
  const [, fullB] = await start.read([a, b], { frontmatterFirst: true });
  expect(fullB!.metadata.toc.map((h) => h.id)).toEqual(['two']);
  expect(await start.complete()).toBe(1);
  expect((await start.read([a, b]))[0]!.metadata.links).toEqual([{ url: '/nowhere', line: 8, column: 1 }]);
  expect(await start.complete()).toBe(0);
  await start.save();
  // The next start knows both pages: nothing is left for it to complete.
  const again = memo();
  const [known] = await again.read([a, b], { frontmatterFirst: true });
  expect(known!.metadata.partial).toBeUndefined();
  expect(await again.complete()).toBe(0);
});

test('a page that does not read keeps the metadata it last had, and its error; fixed, it reads again', async () => {
  const { page, memo } = await folder();
  const pages = memo('d1', false);
  const a = await page('a.mdx', A);
  const [good] = await pages.read([a]);
  await page('a.mdx', `${A}\nBroken <Setting\n`);
  const [broken] = await pages.read([a]);
  expect(broken!.failure).toBeDefined();
  expect(broken!.metadata).toEqual(good!.metadata);
  await page('a.mdx', `${A}\nFixed.\n`);
  const [fixed] = await pages.read([a]);
  expect(fixed!.failure).toBeUndefined();
  // A page that never read whole keeps its frontmatter's title.
  const b = await page('b.mdx', '---\ntitle: New\ndescription: A new page.\n---\n\nBroken <Setting\n');
  expect((await pages.read([b]))[0]!.metadata.frontmatter.title).toBe('New');
});

test('the saved memo leaves out pages that did not read and pages read for their frontmatter only', async () => {
  const { page, memo } = await folder();
  const start = memo();
  const a = await page('a.mdx', A);
  await start.read([a], { frontmatterFirst: true });
  const b = await page('b.mdx', '---\ntitle: B\ndescription: Second.\n---\n\nBroken <Setting\n');
  await start.read([a, b]);
  await start.save();
  const next = memo();
  const [readA, readB] = await next.read([a, b], { frontmatterFirst: true });
  // Neither came from the memo: each is read for its frontmatter again.
  expect([readA!.metadata.partial, readB!.metadata.partial]).toEqual([true, true]);
});
