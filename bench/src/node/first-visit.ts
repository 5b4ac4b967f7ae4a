import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';

export interface Bytes {
  raw: number;
  gzip: number;
  files: number;
}
export type FirstVisit = Record<'html' | 'css' | 'js', Bytes> & { total: Bytes };

const kindOf = (type: string, url: string): 'html' | 'css' | 'js' | null =>
  type.includes('html')
    ? 'html'
    : type.includes('css')
      ? 'css'
      : type.includes('javascript') || url.endsWith('.js')
        ? 'js'
        : null;

/** What a first visit downloads until the page is interactive (hydrated), by kind, raw and gzip. */
export async function measureFirstVisit(browser: Browser, url: string): Promise<FirstVisit> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const bodies: Promise<{ url: string; kind: 'html' | 'css' | 'js'; body: Buffer } | null>[] = [];
  page.on('response', (res) => {
    const kind = kindOf(res.headers()['content-type'] ?? '', res.url());
    if (kind && res.status() < 400)
      bodies.push(
        res.body().then(
          (body) => ({ url: res.url(), kind, body }),
          () => null,
        ),
      );
  });
  await page.goto(url);
  await page.waitForSelector('html[data-hydrated]', { timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  // Only what was requested before the page became interactive counts; code fetched after
  // hydration (the page's own section, search) is not on the first-visit critical path.
  const before = new Set(
    await page.evaluate(() => {
      const [mark] = performance.getEntriesByName('roo:hydrated', 'mark');
      const at = mark ? mark.startTime : Number(document.documentElement.getAttribute('data-hydrated'));
      const resources = performance
        .getEntriesByType('resource')
        .filter((r) => r.startTime < at)
        .map((r) => r.name);
      return [location.href, ...resources];
    }),
  );
  const zero = (): Bytes => ({ raw: 0, gzip: 0, files: 0 });
  const out: FirstVisit = { html: zero(), css: zero(), js: zero(), total: zero() };
  for (const item of await Promise.all(bodies)) {
    if (!item || !before.has(item.url)) continue;
    const gz = gzipSync(item.body, { level: 9 }).length;
    for (const b of [out[item.kind], out.total]) {
      b.raw += item.body.length;
      b.gzip += gz;
      b.files += 1;
    }
  }
  await context.close();
  return out;
}
