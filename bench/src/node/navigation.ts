import type { Browser } from 'playwright-core';

/**
 * Milliseconds from a click on a visible link (navbar, sidebar or content) to the new page's title in place, after the first
 * page is idle. `to` in another section measures a cold section (its federation code and page
 * chunk load on the click, unless hover prefetch got there first: the mouse moves in one step).
 */
export async function clickToTitle(browser: Browser, base: string, from: string, to: string): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(`${base}${from}`);
  await page.waitForSelector('html[data-hydrated]');
  await page.waitForLoadState('networkidle');
  const link = page.locator(`a[href="${to}"]:visible`).first();
  await link.scrollIntoViewIfNeeded();
  const box = (await link.boundingBox())!;
  const before = await page.locator('h1').textContent();
  // Timed in the page: the click is dispatched and the title watched from the same clock.
  const ms = await page.evaluate(
    ({ x, y, before }) =>
      new Promise<number>((resolve) => {
        const target = document.elementFromPoint(x, y) as HTMLElement;
        const start = performance.now();
        const check = () => {
          const h1 = document.querySelector('h1');
          if (h1 && h1.textContent !== before) resolve(performance.now() - start);
          else requestAnimationFrame(check);
        };
        target.click();
        check();
      }),
    { x: box.x + box.width / 2, y: box.y + box.height / 2, before },
  );
  await context.close();
  return ms;
}

export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
