import type { Browser } from 'playwright-core';

/** A click's two times: when the new title entered the DOM, and the first frame that shows it. */
export interface ClickTimes {
  /** Click until React committed the new title (a MutationObserver's callback, no frame wait). */
  committedMs: number;
  /**
   * Click until the first frame holding the new title has been laid out and painted: a message
   * posted from that frame's animation callback runs once the frame's rendering is done.
   */
  shownMs: number;
}

/**
 * A click on a visible link (navbar, sidebar or content) until the new page's title is in place,
 * after the first page is idle. `to` in another section measures a cold section (its federation
 * code and page chunk load on the click, unless hover prefetch got there first: the mouse moves in
 * one step). `shownMs` moves with the frames (16.7 ms apart), so two sites a few milliseconds apart
 * can differ by a whole frame in it; `committedMs` has no such steps. Timing the animation callback
 * itself would not do: a site that lays the new page out inside its commit (a scroll or a focus
 * reads the layout) reaches that callback later but paints no later.
 */
export async function clickToTitle(browser: Browser, base: string, from: string, to: string): Promise<ClickTimes> {
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
  const times = await page.evaluate(
    ({ x, y, before }) =>
      new Promise<ClickTimes>((resolve) => {
        const target = document.elementFromPoint(x, y) as HTMLElement;
        const changed = () => {
          const h1 = document.querySelector('h1');
          return !!h1 && h1.textContent !== before;
        };
        let committedMs = -1;
        const observer = new MutationObserver(() => {
          if (committedMs < 0 && changed()) committedMs = performance.now() - start;
        });
        observer.observe(document.body, { subtree: true, childList: true, characterData: true });
        const start = performance.now();
        const check = () => {
          if (!changed()) return void requestAnimationFrame(check);
          observer.disconnect();
          const afterFrame = new MessageChannel();
          afterFrame.port1.onmessage = () => {
            const shownMs = performance.now() - start;
            resolve({ committedMs: committedMs < 0 ? shownMs : committedMs, shownMs });
          };
          afterFrame.port2.postMessage(null);
        };
        target.click();
        // Even a title committed inside the click's own task is shown by a later frame.
        requestAnimationFrame(check);
      }),
    { x: box.x + box.width / 2, y: box.y + box.height / 2, before },
  );
  await context.close();
  return times;
}

export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
