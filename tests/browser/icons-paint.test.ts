import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { test } from '@rstest/core';
import { withSite } from '../support/with-site.ts';

// Functional tests never looked at pixels: a malformed sprite once left every icon an empty box
// while 140 browser tests passed. This test looks at each icon on screen, in both themes.

const site = withSite('icons-paint');

/** Every icon the chrome draws: masked sprite cells, and the admonitions' glyphs. */
const ICONS = '.icon, .admonition-title > [aria-hidden="true"]';
/** An icon must colour at least this share of its box; an empty mask colours none. */
const MIN_PAINTED = 0.04;

async function open(theme: 'light' | 'dark', width: number, spriteBody?: (real: string) => string) {
  const context = await site.browser.newContext({ viewport: { width, height: 900 }, colorScheme: theme });
  await context.addInitScript((t) => localStorage.setItem('theme', t), theme);
  if (spriteBody)
    await context.route(/\/icons\.[0-9a-f]+\.svg$/, async (route) => {
      const real = await (await route.fetch()).text();
      await route.fulfill({ contentType: 'image/svg+xml', body: spriteBody(real) });
    });
  const page = await context.newPage();
  await page.goto(`${site.url}/features/checkpoints`);
  await page.waitForSelector('html[data-hydrated]');
  await page.waitForLoadState('networkidle');
  // The icon stylesheets arrive after the page is interactive, one at a time when idle.
  await page.waitForFunction(() =>
    [...document.querySelectorAll('.icon')].every(
      (el) => getComputedStyle(el).maskImage !== 'none' || !(el as HTMLElement).offsetWidth,
    ),
  );
  return { context, page };
}

/** The share of an element's pixels that differ clearly from the most common colour (its background). */
async function paintedShare(icon: Locator): Promise<number> {
  const { data } = await sharp(await icon.screenshot({ animations: 'disabled' }))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const counts = new Map<number, number>();
  const colours: number[] = [];
  for (let i = 0; i < data.length; i += 3) {
    const c = (data[i]! << 16) | (data[i + 1]! << 8) | data[i + 2]!;
    colours.push(c);
    counts.set(c, (counts.get(c) ?? 0) + 1);
  }
  const background = [...counts].sort((a, b) => b[1] - a[1])[0]![0];
  const far = (c: number) =>
    Math.abs((c >> 16) - (background >> 16)) +
      Math.abs(((c >> 8) & 255) - ((background >> 8) & 255)) +
      Math.abs((c & 255) - (background & 255)) >
    60;
  return colours.filter(far).length / colours.length;
}

/** Each visible icon, named by its class or its admonition, with the share it paints. */
async function iconPaint(page: Page): Promise<Array<[string, number]>> {
  const found: Array<[string, number]> = [];
  const icons = page.locator(ICONS);
  for (let i = 0; i < (await icons.count()); i++) {
    const icon = icons.nth(i);
    if (!(await icon.isVisible())) continue;
    const name = await icon.evaluate((el) => el.className || el.closest('aside')?.className || el.tagName);
    // The navbar hides while the page scrolls down; scrolling back up brings it back for its icons.
    await page.evaluate(() => window.scrollTo(0, 0));
    found.push([name, await paintedShare(icon)]);
  }
  return found;
}

for (const theme of ['light', 'dark'] as const)
  for (const width of [390, 1280])
    test(`every icon paints: navbar, search, banner, admonitions and footer (${theme}, ${width} px)`, async () => {
      const { context, page } = await open(theme, width);
      const icons = await iconPaint(page);
      const names = icons.map(([n]) => n).join(' ');
      for (const expected of [
        'icon-search',
        'icon-close',
        'admonition',
        ...(width > 996 ? ['icon-github', 'icon-install', 'icon-layers', 'icon-globe'] : []),
      ])
        assert.ok(names.includes(expected), `no visible ${expected} among: ${names}`);
      assert.ok(
        icons.filter(([n]) => /icon-(github|discord|reddit|x|linkedin|tiktok|bluesky)\b/.test(n)).length >= 7,
        `footer icons: ${names}`,
      );
      const empty = icons.filter(([, share]) => share < MIN_PAINTED);
      assert.deepEqual(empty, [], 'icons that paint nothing');
      await context.close();
    });

test('the check sees a broken sprite: with a "--" in its comment, every sprite icon is an empty box', async () => {
  const { context, page } = await open('dark', 1280, (real) => real.replace('<!--', '<!-- through --at'));
  const sprite = (await iconPaint(page)).filter(([n]) => n.includes('icon icon-'));
  assert.ok(sprite.length >= 10, `${sprite.length} sprite icons seen`);
  assert.deepEqual(
    sprite.filter(([, share]) => share >= MIN_PAINTED),
    [],
    'icons painted from a sprite the browser must refuse',
  );
  await context.close();
});
