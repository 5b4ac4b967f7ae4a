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
  /** Lighthouse's measure of this machine's CPU (its "CPU/Memory Power"). */
  benchmarkIndex: number;
  /** The CPU slowdown the run simulated. */
  cpuSlowdown: number;
}

/** A page's medians and the runs they are taken from. */
export type LighthouseMedians = LighthouseFigures & { runs: LighthouseFigures[] };

/**
 * Lighthouse's default 4x CPU slowdown turns a high-end desktop (benchmark index 1,500–2,000 in its
 * throttling guide) into a mid-tier phone; on a slower machine the same 4x emulates a slower phone.
 * Its guide says to calibrate the slowdown to the machine: this is the slowdown that makes this
 * machine the phone the default makes of a 1,750 desktop (never below 1x).
 */
const DESKTOP_BENCHMARK_INDEX = 1750;
const DEFAULT_SLOWDOWN = 4;
export const calibratedSlowdown = (benchmarkIndex: number) =>
  Math.max(1, Math.round(((DEFAULT_SLOWDOWN * benchmarkIndex) / DESKTOP_BENCHMARK_INDEX) * 10) / 10);

// The browser tests' flags, and no host but this machine: the navbar's count APIs fail at once
// instead of waiting on a network the sandbox does not have.
const FLAGS = ['--headless=new', ...CHROMIUM_FLAGS, '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1'];

/** One Lighthouse run with its default settings (mobile form factor, simulated slow 4G and 4x CPU), or another CPU slowdown. */
async function once(port: number, url: string, cpuSlowdown = DEFAULT_SLOWDOWN): Promise<LighthouseFigures> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    throttling: { cpuSlowdownMultiplier: cpuSlowdown },
  });
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
    benchmarkIndex: lhr.environment.benchmarkIndex,
    cpuSlowdown: lhr.configSettings.throttling.cpuSlowdownMultiplier,
  };
}

function mediansOf(all: LighthouseFigures[]): LighthouseMedians {
  const mid = (pick: (f: LighthouseFigures) => number) => median(all.map(pick));
  return {
    performance: mid((f) => f.performance),
    fcpMs: mid((f) => f.fcpMs),
    lcpMs: mid((f) => f.lcpMs),
    tbtMs: mid((f) => f.tbtMs),
    cls: mid((f) => f.cls),
    benchmarkIndex: mid((f) => f.benchmarkIndex),
    cpuSlowdown: mid((f) => f.cpuSlowdown),
    runs: all,
  };
}

/**
 * Lighthouse's mobile preset on each page, `runs` times in a fresh Chromium each time (no warm
 * cache between runs), reduced to the median of every figure. With `calibrate`, each run is
 * followed by one at the slowdown calibrated to the benchmark index the first one measured.
 */
export async function measureLighthouse(base: string, paths: readonly string[], runs = 3, { calibrate = false } = {}) {
  const out: Record<string, LighthouseMedians & { calibrated?: LighthouseMedians }> = {};
  for (const path of paths) {
    const all: LighthouseFigures[] = [];
    const calibrated: LighthouseFigures[] = [];
    for (let i = 0; i < runs; i++) {
      const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: FLAGS, logLevel: 'error' });
      try {
        const first = await once(chrome.port, `${base}${path}`);
        all.push(first);
        if (calibrate) calibrated.push(await once(chrome.port, `${base}${path}`, calibratedSlowdown(first.benchmarkIndex)));
      } finally {
        await chrome.kill();
      }
    }
    out[path] = { ...mediansOf(all), ...(calibrate ? { calibrated: mediansOf(calibrated) } : {}) };
  }
  return out;
}
