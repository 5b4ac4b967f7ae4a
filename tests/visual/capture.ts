import type { Browser, Page } from 'playwright-core';
import { LATE_STYLES_ID } from '../../shell/src/shared/site-data.ts';
import type { Shot, Theme } from './shots.ts';

/** The navbar's star and install counts come from public APIs: refused, the built-in counts show. */
const COUNT_APIS = /^https:\/\/(api\.github\.com|marketplace\.visualstudio\.com)\//;
/** The first 3,000 px of a long page: enough to see the chrome, the layout and most components. */
const MAX_HEIGHT = 3000;
const FIXED_NOW = new Date('2025-10-20T12:00:00Z');

// Carets, transitions and the page's own motion would differ from run to run.
const STILL = `*, *::before, *::after { transition: none !important; animation: none !important; caret-color: transparent !important; }`;

/**
 * A page whose section code timed out shows its saved copy and a Retry notice: on a machine too busy
 * to load the section within the site's own time limit, the picture would be of that notice.
 */
export class SectionNotLoaded extends Error {}

/** Opens one shot's page in one theme and width, settled and in its state; returns the PNG. */
export async function capture(browser: Browser, base: string, shot: Shot, theme: Theme, width: number): Promise<Buffer> {
  const context = await browser.newContext({
    viewport: { width, height: 800 },
    deviceScaleFactor: 1,
    colorScheme: theme,
    reducedMotion: 'reduce',
  });
  try {
    await context.route(COUNT_APIS, (route) => route.abort());
    if (shot.refuse) await context.route(shot.refuse, (route) => route.abort());
    if (!shot.cookieBanner) await context.addCookies([{ name: 'CookieConsent', value: 'false', url: base }]);
    await context.addInitScript((t) => localStorage.setItem('theme', t), theme);
    const page = await context.newPage();
    await page.clock.setFixedTime(FIXED_NOW);
    await page.goto(`${base}${shot.path}`);
    await settle(page, shot.shell !== false && !shot.refuse);
    await shot.ready?.(page);
    await shot.act?.(page, theme);
    await page.evaluate(() => document.fonts.ready);
    if (!shot.refuse && (await page.locator('.island-notice').count()))
      throw new SectionNotLoaded(`${shot.path}: its section did not load in time (the Retry notice is up)`);
    return await page.screenshot({
      animations: 'disabled',
      caret: 'hide',
      style: STILL,
      ...(shot.viewportOnly ? {} : { fullPage: true, clip: await clipOf(page, width) }),
    });
  } finally {
    await context.close();
  }
}

/** Waits for hydration, the late stylesheets (icons) and every image, so the picture is final. */
async function settle(page: Page, shellPage: boolean) {
  if (shellPage) await page.waitForSelector('html[data-hydrated]');
  await page.waitForLoadState('networkidle');
  await page.waitForFunction((id) => {
    const late = document.getElementById(id)?.textContent ?? '';
    const hrefs = [...late.matchAll(/href="([^"]+)"/g)].map((m) => m[1]);
    const loaded = [...document.querySelectorAll<HTMLLinkElement>('head link[rel="stylesheet"]')]
      .filter((l) => l.sheet)
      .map((l) => l.getAttribute('href'));
    return hrefs.every((href) => loaded.includes(href!));
  }, LATE_STYLES_ID);
  // Screenshots of the assistant put their <img> in only after their section hydrates, which can be
  // after the shell's own hydration: wait until no placeholder is left before collecting images.
  if (shellPage) await page.waitForFunction(() => !document.querySelector('.screenshot-pending'));
  await page.evaluate(async () => {
    const images = [...document.images];
    for (const img of images) img.loading = 'eager';
    await Promise.all(images.map((img) => img.decode().catch(() => undefined)));
  });
  // Icons are masks cut from one SVG sprite: decoded before the picture, as images are.
  await page.evaluate(async () => {
    const urls = new Set<string>();
    for (const el of document.querySelectorAll('*')) {
      const mask = getComputedStyle(el).maskImage;
      for (const m of mask.matchAll(/url\("([^"]+)"\)/g)) urls.add(m[1]!);
    }
    await Promise.all(
      [...urls].map((url) =>
        Object.assign(new Image(), { src: url })
          .decode()
          .catch(() => undefined),
      ),
    );
  });
  // Decoded is not yet painted at its final size: two frames let layout and raster catch up.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  // A reader's eye would see a broken image at once: every image must have decoded.
  const broken = await page.evaluate(() => [...document.images].filter((i) => !i.naturalWidth).map((i) => i.src));
  if (broken.length) throw new Error(`images that do not decode on ${page.url()}: ${broken.join(', ')}`);
  await page.waitForLoadState('networkidle');
}

async function clipOf(page: Page, width: number) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  return { x: 0, y: 0, width, height: Math.min(height, MAX_HEIGHT) };
}
