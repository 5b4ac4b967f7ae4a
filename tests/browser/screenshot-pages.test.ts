import assert from 'node:assert/strict';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { test } from '@rstest/core';
import { watchErrors } from '../support/browser.ts';
import { withSite } from '../support/with-site.ts';

// screenshots.test.ts looks closely at one page; this one walks every page that shows a shot, so
// a shot placed on any page keeps its box (CLS 0) and its file (it loads, undistorted).

const site = withSite('screenshot-pages');

/** The site paths of every published page whose HTML holds a screenshot figure. */
async function pagesWithShots(dir: string): Promise<string[]> {
  const paths: string[] = [];
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    const file = join(entry.parentPath, entry.name);
    const rel = relative(dir, file);
    // Page folders are reached through the served links; build folders hold no pages.
    if (entry.name !== 'index.html' || /^(\.|_)/.test(rel)) continue;
    if (!(await readFile(file, 'utf8')).includes('class="screenshot"')) continue;
    paths.push(`/${rel.split(sep).slice(0, -1).join('/')}`);
  }
  return paths.sort();
}

interface ShotCheck {
  cls: number;
  shifted: string[];
  shots: number;
  broken: string[];
}

test('every page with a screenshot: each shot loads undistorted and nothing shifts, light at 390 px and dark at 1280 px', async () => {
  const pages = await pagesWithShots(site.origin.dir);
  // The pages place at least 40 shots; far fewer pages would mean the walk above lost them.
  assert.ok(pages.length >= 25, `pages with shots found: ${pages.length}`);
  // Each theme shows its own files, so the two passes load every variant of every shot.
  for (const { viewport, theme } of [
    { viewport: { width: 390, height: 844 }, theme: 'light' },
    { viewport: { width: 1280, height: 800 }, theme: 'dark' },
  ]) {
    const context = await site.browser.newContext({ viewport });
    await context.addInitScript((t) => localStorage.setItem('theme', t), theme);
    await context.addInitScript(() => {
      type Shift = {
        value: number;
        hadRecentInput: boolean;
        sources: { node?: Node; previousRect: DOMRect; currentRect: DOMRect }[];
      };
      const w = window as unknown as { __cls: number; __shifted: string[] };
      w.__cls = 0;
      w.__shifted = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as Shift[]) {
          if (entry.hadRecentInput) continue;
          w.__cls += entry.value;
          // What moved, so a failure names its cause: the element and its top and height before and after.
          for (const { node, previousRect: a, currentRect: b } of entry.sources)
            w.__shifted.push(
              `${(node as Element | undefined)?.outerHTML?.slice(0, 80) ?? node?.nodeName} y ${a.y}→${b.y} h ${a.height}→${b.height}`,
            );
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const page = await context.newPage();
    const errors = watchErrors(page);
    for (const path of pages) {
      await page.goto(`${site.url}${path}`);
      await page.waitForSelector('html[data-hydrated]');
      // The pictures replace their placeholders once the page's content has hydrated.
      await page.waitForFunction(() =>
        [...document.querySelectorAll('figure.screenshot > a')].every((a) => a.querySelector('img')),
      );
      // Bring each figure on screen so its lazy image loads, then wait for every shown image.
      const result: ShotCheck = await page.evaluate(async (theme) => {
        const figures = [...document.querySelectorAll('figure.screenshot')];
        for (const figure of figures) {
          figure.scrollIntoView({ block: 'center' });
          await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
        }
        const links = figures.flatMap((f) =>
          [...f.querySelectorAll(':scope > a')].filter((a) => getComputedStyle(a).display !== 'none'),
        );
        const shown = links.map((a) => a.querySelector('img')!);
        const broken = links
          .filter((a) => !a.classList.contains(`screenshot-${theme}`))
          .map((a) => `${a.className} shown in the ${theme} theme`);
        for (const img of shown) {
          await img.decode().catch(() => undefined);
          const box = img.getBoundingClientRect();
          const declared = Number(img.getAttribute('width')) / Number(img.getAttribute('height'));
          if (!img.naturalWidth) broken.push(`${img.currentSrc || img.src}: did not load`);
          else if (Math.abs(box.width / box.height - declared) > 0.02)
            broken.push(`${img.currentSrc}: drawn ${box.width}x${box.height}, declared ratio ${declared.toFixed(3)}`);
          else if (box.width > innerWidth) broken.push(`${img.currentSrc}: ${box.width} px wide in a ${innerWidth} px window`);
        }
        const w = window as unknown as { __cls: number; __shifted: string[] };
        return { cls: w.__cls, shifted: w.__shifted, shots: shown.length, broken };
      }, theme);
      assert.equal(result.shots, await page.locator('figure.screenshot').count(), `${path}: one picture per shot`);
      assert.deepEqual(result.broken, [], `${path}, ${theme} at ${viewport.width} px`);
      assert.equal(result.cls, 0, `${path}: CLS at ${viewport.width} px; moved: ${result.shifted.join('; ')}`);
    }
    assert.deepEqual(errors, [], `console errors at ${viewport.width} px`);
    await context.close();
  }
});
