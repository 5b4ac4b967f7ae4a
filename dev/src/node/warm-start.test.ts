import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { expect, test } from '@rstest/core';
import { devMetadataReader } from './dev-metadata.ts';
import { lastGoodPages } from './last-good-pages.js';

function site() {
  const root = mkdtempSync(join(tmpdir(), 'dev-warm-start-'));
  const page = (name: string, text: string) => {
    writeFileSync(join(root, `${name}.mdx`), text);
    return { file: join(root, `${name}.mdx`), relative: `${name}.mdx`, route: `/s/${name}` };
  };
  const warm = { cacheDir: join(root, 'cache'), baseDir: root, digest: 'd' };
  const reader = devMetadataReader((f) => relative(root, f), warm);
  return { root, page, reader, cacheFile: join(warm.cacheDir, 'page-metadata.json') };
}

test('a start without a cache reads frontmatter only; complete() reads headings and links and fills the cache', async () => {
  const { page, reader, cacheFile } = site();
  const a = page('a', '---\ntitle: A\ndescription: First.\n---\n\n## One\n\nSee [b](/s/b).\n');
  const [started] = await reader.read([a]);
  expect(started).toEqual({
    frontmatter: { title: 'A', description: 'First.' },
    toc: [],
    links: [],
    warnings: [],
    partial: true,
  });
  expect(existsSync(cacheFile)).toBe(false);

  expect(await reader.complete()).toBe(1);
  const [full] = await reader.read([a]);
  expect(full!.toc.map((h) => h.id)).toEqual(['one']);
  expect(full!.links.map((l) => l.url)).toEqual(['/s/b']);
  expect(full!.partial).toBeUndefined();
  expect(existsSync(cacheFile)).toBe(true);
  expect(await reader.complete()).toBe(0);

  // The next start finds every page in the cache: nothing is left to complete.
  const again = devMetadataReader(() => '', { cacheDir: join(cacheFile, '..'), baseDir: join(a.file, '..'), digest: 'd' });
  expect((await again.read([a]))[0]!.toc).toHaveLength(1);
  expect(await again.complete()).toBe(0);
});

test('a page whose frontmatter is fine but whose MDX is not shows its error once completed', async () => {
  const { page, reader } = site();
  const good = page('good', '---\ntitle: Good\ndescription: Fine.\n---\n\n## Kept\n');
  const bad = page('bad', '---\ntitle: Bad\ndescription: Broken below.\n---\n\nSome <Broken text\n');
  await reader.read([good, bad]);
  expect(reader.errors(new Set([bad.file]))).toEqual([]);
  expect(await reader.complete()).toBe(2);
  const [goodMeta] = await reader.read([good, bad]);
  expect(reader.errors(new Set([bad.file])).map((e) => e.file)).toEqual(['bad.mdx']);
  expect(goodMeta!.frontmatter.title).toBe('Good');
});

test('a page saved between the start and complete() is read as saved', async () => {
  const { page, reader } = site();
  const a = page('a', '---\ntitle: A\ndescription: First.\n---\n\n## One\n');
  await reader.read([a]);
  const saved = page('a', '---\ntitle: A\ndescription: First.\n---\n\n## Two\n');
  await reader.read([saved]);
  await reader.complete();
  expect((await reader.read([saved]))[0]!.toc.map((h) => h.id)).toEqual(['two']);
});

test('a page saved broken before complete() keeps its last good text for the bundler', async () => {
  // complete() reads every page again: the broken one fails that read, which must not make the
  // dev server forget what the page last was, or the broken module reaches the browser and the fix
  // can only reload the page.
  const { page, reader } = site();
  const good = '---\ntitle: A\ndescription: First.\n---\n\n## One\n';
  const a = page('a', good);
  const b = page('b', '---\ntitle: B\ndescription: Second.\n---\n\n## Two\n');
  await reader.read([a, b]);
  const broken = `${good}\nSome <Broken text\n`;
  page('a', broken);
  await reader.read([a, b]);
  expect(lastGoodPages.get(a.file)).toEqual({ failing: broken, good });
  expect(await reader.complete()).toBe(2);
  await reader.read([a, b]);
  expect(lastGoodPages.get(a.file)).toEqual({ failing: broken, good });
  expect(reader.errors(new Set([a.file])).map((e) => e.file)).toEqual(['a.mdx']);
  expect((await reader.read([a, b]))[1]!.toc.map((h) => h.id)).toEqual(['two']);
});
