import { readFile, writeFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { cpuTimeMs } from './process-cpu.ts';
import { median } from './median.ts';

const TIMEOUT = { timeout: 30_000 };

/** Milliseconds from writing `file` to `text` appearing in the page's DOM (polled every frame). */
async function saveToDom(page: Page, file: string, content: string, text: string): Promise<number> {
  const started = performance.now();
  await writeFile(file, content);
  await page.waitForFunction(
    (t) => (globalThis as unknown as { document: { body: { innerText: string } } }).document.body.innerText.includes(t),
    text,
    { polling: 'raf', ...TIMEOUT },
  );
  return performance.now() - started;
}

export interface EditFigures {
  medianMs: number;
  maxMs: number;
  /** The dev process's CPU time per save (its rebuild and what follows it), median; null without /proc. */
  medianCpuMs: number | null;
  inPlace: boolean;
}

/**
 * `rounds` saves of `file`, each adding a new sentence; the page stays open (a reload would lose
 * the marker). The CPU time of process `pid` is taken over each save and the pause after it.
 */
export async function editRounds(browser: Browser, url: string, file: string, pid: number, rounds = 10): Promise<EditFigures> {
  const original = await readFile(file, 'utf8');
  const page = await browser.newPage();
  const times: number[] = [];
  const cpu: number[] = [];
  try {
    await page.goto(url);
    await page.locator('.doc-page[data-live]').waitFor(TIMEOUT);
    await page.evaluate(() => Object.assign(globalThis, { __benchMarker: true }));
    for (let i = 0; i < rounds; i++) {
      const text = `Bench sentence ${i} ${Date.now()}.`;
      const cpuBefore = cpuTimeMs(pid);
      times.push(await saveToDom(page, file, `${original}\n${text}\n`, text));
      await new Promise((r) => setTimeout(r, 300)); // let the watcher settle between saves
      const cpuAfter = cpuTimeMs(pid);
      if (cpuBefore !== null && cpuAfter !== null) cpu.push(cpuAfter - cpuBefore);
    }
    const inPlace = await page.evaluate(() => (globalThis as { __benchMarker?: boolean }).__benchMarker === true);
    return { medianMs: median(times), maxMs: Math.max(...times), medianCpuMs: cpu.length ? median(cpu) : null, inPlace };
  } finally {
    await page.close();
    await writeFile(file, original);
  }
}

/** From saving the fix of a broken page to the page clean: no overlay, the fix's text shown. */
export async function fixToClean(browser: Browser, url: string, file: string): Promise<number> {
  const original = await readFile(file, 'utf8');
  const page = await browser.newPage();
  try {
    await page.goto(url);
    await page.locator('.doc-page[data-live]').waitFor(TIMEOUT);
    await writeFile(file, `${original}\n\n<Broken text\n`);
    await page.locator('#rspack-dev-server-client-overlay').waitFor(TIMEOUT);
    const text = `Fixed ${Date.now()}.`;
    const ms = await saveToDom(page, file, `${original}\n${text}\n`, text);
    await page.locator('#rspack-dev-server-client-overlay').waitFor({ state: 'detached', ...TIMEOUT });
    return ms;
  } finally {
    await page.close();
    await writeFile(file, original);
  }
}
