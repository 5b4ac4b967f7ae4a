import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, test } from '@rstest/core';
import sharp from 'sharp';
import type { RouteEntry } from '@roo-docs/schemas';
import { renderShareImage } from './render.ts';
import { drawShareImages, placeShareImages, planShareImages } from './share-images.ts';

const route = (path: string, title: string, context: string | null = 'Features'): RouteEntry => ({
  path,
  title,
  description: 'd',
  context,
  headings: [],
  lastUpdated: null,
  source: `remotes/features/content${path}.mdx`,
  inSidebar: true,
});

const dirs: string[] = [];
const tempDir = async () => {
  const dir = await mkdtemp(join(tmpdir(), 'share-images-'));
  dirs.push(dir);
  return dir;
};
afterAll(async () => {
  await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
});

test('a share image is a 1200×630 PNG, as its decoder reads it', async () => {
  const png = await renderShareImage({ title: 'Checkpoints', section: 'Features', product: 'Roo Code Documentation' });
  const meta = await sharp(png).metadata();
  expect([meta.format, meta.width, meta.height]).toEqual(['png', 1200, 630]);
  // Not a blank canvas: the text is drawn in the site's light ink on its dark ground.
  const { channels } = await sharp(png).stats();
  expect(channels[0]!.max - channels[0]!.min).toBeGreaterThan(150);
});

test("each page's image is named by what it shows, under /_assets/, with its size and alt text", async () => {
  const plan = await planShareImages('features', [
    route('/features/checkpoints', 'Checkpoints'),
    route('/features/checkpoints-again', 'Checkpoints'),
    route('/features/mcp', 'MCP'),
    route('/faq', 'FAQ', null),
  ]);
  const a = plan.get('/features/checkpoints')!;
  expect(a.image).toEqual({
    src: `/_assets/${a.key}.png`,
    width: 1200,
    height: 630,
    alt: 'Checkpoints: Features, Roo Code Documentation',
  });
  expect(a.key).toMatch(/^[0-9a-f]{16}$/);
  expect(plan.get('/features/checkpoints-again')!.key).toBe(a.key);
  expect(plan.get('/features/mcp')!.key).not.toBe(a.key);
  // A page outside every search context is named after its section.
  expect(plan.get('/faq')!.card.section).toBe('Features');
});

test('images are cached by content: a second build draws only the card that changed', async () => {
  const cache = await tempDir();
  const routes = [route('/features/a', 'Alpha'), route('/features/b', 'Beta'), route('/features/c', 'Gamma')];
  const build = async (list: RouteEntry[]) => {
    const plan = await planShareImages('features', list);
    const staging = await tempDir();
    const drawn = await drawShareImages(plan, cache);
    await placeShareImages(plan, cache, staging);
    return { drawn, staging };
  };
  const { drawn: one, staging: first } = await build(routes);
  expect(one).toEqual({ rendered: 3, reused: 0 });
  const { drawn: two, staging: second } = await build(routes);
  expect(two).toEqual({ rendered: 0, reused: 3 });
  const files = (await readdir(join(first, '_assets'))).sort();
  expect((await readdir(join(second, '_assets'))).sort()).toEqual(files);
  for (const f of files) expect(await readFile(join(second, '_assets', f))).toEqual(await readFile(join(first, '_assets', f)));

  const renamed = [routes[0]!, { ...routes[1]!, title: 'Beta, renamed' }, routes[2]!];
  const { drawn: three, staging: third } = await build(renamed);
  expect(three).toEqual({ rendered: 1, reused: 2 });
  expect(await readdir(join(third, '_assets'))).toHaveLength(3);
});

test('a title beyond Latin-1 is drawn with Latin Extended, not as missing-glyph boxes', async () => {
  const card = { section: 'Providers', product: 'Roo Code Documentation' };
  const pixels = async (title: string) =>
    sharp(await renderShareImage({ ...card, title }))
      .raw()
      .toBuffer();
  const [stroked, plain, blank] = await Promise.all([pixels('Ł'), pixels('L'), pixels('')]);
  const differs = (a: Buffer, b: Buffer) => a.reduce((n, v, i) => n + (v === b[i] ? 0 : 1), 0);
  // Ł is an L with a short stroke across (a tenth of L's own pixels, measured); the missing-glyph
  // box differs from L in over a third of them.
  expect(differs(stroked, plain)).toBeLessThan(differs(plain, blank) / 4);
});

test('the same card drawn twice gives the same bytes (builds stay reproducible)', async () => {
  const card = { title: 'Using Anthropic With Roo Code', section: 'Providers', product: 'Roo Code Documentation' };
  expect((await renderShareImage(card)).equals(await renderShareImage(card))).toBe(true);
});
