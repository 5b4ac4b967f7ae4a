import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM, CHROMIUM_FLAGS } from './browser.ts';
import { median } from './navigation.ts';

export interface LighthouseFigures {
  performance: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

// The browser tests' flags, and no host but this machine: the navbar's count APIs fail at once
// instead of waiting on a network the sandbox does not have.
const FLAGS = ['--headless=new', ...CHROMIUM_FLAGS, '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1'];

/** One Lighthouse run with its default settings: mobile form factor, simulated slow 4G and 4x CPU. */
async function once(port: number, url: string): Promise<LighthouseFigures> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse returned no report for ${url}`);
  if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcpMs: audit('first-contentful-paint'),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
  };
}

/**
 * Lighthouse's mobile preset on each page, `runs` times in a fresh Chromium each time (no warm
 * cache between runs), reduced to the median of every figure.
 */
export async function measureLighthouse(base: string, paths: readonly string[], runs = 3) {
  const out: Record<string, LighthouseFigures & { runs: LighthouseFigures[] }> = {};
  for (const path of paths) {
    const all: LighthouseFigures[] = [];
    for (let i = 0; i < runs; i++) {
      const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: FLAGS, logLevel: 'error' });
      try {
        all.push(await once(chrome.port, `${base}${path}`));
      } finally {
        await chrome.kill();
      }
    }
    const mid = (pick: (f: LighthouseFigures) => number) => median(all.map(pick));
    out[path] = {
      performance: mid((f) => f.performance),
      fcpMs: mid((f) => f.fcpMs),
      lcpMs: mid((f) => f.lcpMs),
      tbtMs: mid((f) => f.tbtMs),
      cls: mid((f) => f.cls),
      runs: all,
    };
  }
  return out;
}
