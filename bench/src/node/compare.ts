// `npm run bench -- --compare <before-origin> [--after <origin>]`: this checkout's site beside a
// published site of other code (the origin folder of a second worktree at another commit),
// measured in the same run with the two interleaved: first-visit bytes, Lighthouse mobile (median
// of 3) and client navigation (median of 15). `--after` measures an
// origin already published from this checkout instead of building and publishing one.
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchBrowser } from './browser.ts';
import { measureFirstVisit } from './first-visit.ts';
import { measureLighthouse, type LighthouseMedians } from './lighthouse.ts';
import { FIRST_VISIT_PATHS } from './measure-site.ts';
import { clickToTitle, median, type ClickTimes } from './navigation.ts';
import { publishThisCheckout, serveOrigin } from './this-checkout.ts';

const NAVIGATIONS = [
  ['/features/checkpoints', '/getting-started/installing', 'across sections'],
  ['/getting-started/installing', '/getting-started/your-first-task', 'within a section'],
] as const;
// A within-section click takes two or three frames; 15 alternating clicks keep one slow frame out of the median.
const CLICKS = 15;

const load = () =>
  loadavg()
    .map((n) => n.toFixed(1))
    .join(', ');
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const ratio = (after: number, before: number) => (before ? `${(after / before).toFixed(2)}x` : '–');

export async function runCompare(beforeDir: string, afterDir?: string): Promise<void> {
  const repoRoot = resolve(fileURLToPath(new URL('../../..', import.meta.url)));
  const after = await serveOrigin(afterDir ? resolve(afterDir) : await publishThisCheckout(repoRoot, 'bench-origin-compare'));
  const before = await serveOrigin(resolve(beforeDir));
  const browser = await launchBrowser();
  try {
    console.log(`\n## This checkout beside ${beforeDir} (load average ${load()})`);
    console.log('\n### First visit until interactive (HTML+CSS+JS gzip)');
    for (const path of FIRST_VISIT_PATHS) {
      const b = (await measureFirstVisit(browser, `${before.base}${path}`)).total.gzip;
      const a = (await measureFirstVisit(browser, `${after.base}${path}`)).total.gzip;
      console.log(`  ${path}: ${kb(a)}   before ${kb(b)}   +${kb(a - b)}`);
    }
    console.log('\n### Lighthouse mobile, median of 3 (runs alternate between the two sites)');
    type Run = LighthouseMedians & { calibrated?: LighthouseMedians };
    const runs = { before: new Map<string, Run[]>(), after: new Map<string, Run[]>() };
    for (let round = 0; round < 3; round++)
      for (const path of FIRST_VISIT_PATHS)
        for (const [side, site] of [
          ['before', before],
          ['after', after],
        ] as const) {
          const one = (await measureLighthouse(site.base, [path], 1, { calibrate: true }))[path]!;
          runs[side].set(path, [...(runs[side].get(path) ?? []), one]);
        }
    for (const path of FIRST_VISIT_PATHS) {
      const of = (side: 'before' | 'after', calibrated: boolean) =>
        runs[side].get(path)!.map((f) => (calibrated ? f.calibrated! : f));
      const line = (calibrated: boolean) => {
        const [a, b] = [of('after', calibrated), of('before', calibrated)];
        const mid = (fs: LighthouseMedians[], pick: (f: LighthouseMedians) => number) => median(fs.map(pick));
        const tbts = (fs: LighthouseMedians[]) => fs.map((f) => f.tbtMs.toFixed(0)).join('/');
        const how = calibrated ? `calibrated (${a.map((f) => `${f.cpuSlowdown}x`).join('/')} CPU)` : 'default (4x CPU)';
        return (
          `  ${path}, ${how}: score ${mid(a, (f) => f.performance)}, TBT ${mid(a, (f) => f.tbtMs).toFixed(0)} ms` +
          `   before: score ${mid(b, (f) => f.performance)}, TBT ${mid(b, (f) => f.tbtMs).toFixed(0)} ms` +
          `   (TBT runs ${tbts(a)} vs ${tbts(b)})`
        );
      };
      console.log(line(false));
      console.log(line(true));
    }
    const indexes = [...runs.after.values(), ...runs.before.values()].flat().map((f) => f.benchmarkIndex);
    console.log(
      `  benchmark index of this machine in these runs: ${Math.min(...indexes).toFixed(0)}–${Math.max(...indexes).toFixed(0)}`,
    );
    console.log(`\n### Client navigation: click until the new title is committed / shown, median of ${CLICKS} (alternating)`);
    for (const [from, to, what] of NAVIGATIONS) {
      const times = { before: [] as ClickTimes[], after: [] as ClickTimes[] };
      for (let i = 0; i < CLICKS; i++) {
        times.before.push(await clickToTitle(browser, before.base, from, to));
        times.after.push(await clickToTitle(browser, after.base, from, to));
      }
      const mid = (side: 'before' | 'after', pick: keyof ClickTimes) => median(times[side].map((t) => t[pick]));
      const figure = (pick: keyof ClickTimes) => {
        const [a, b] = [mid('after', pick), mid('before', pick)];
        return `${a.toFixed(0)} ms   before ${b.toFixed(0)} ms   ratio ${ratio(a, b)}`;
      };
      console.log(`  ${what}: committed ${figure('committedMs')};   shown ${figure('shownMs')}`);
    }
    console.log(`\nload average after: ${load()}`);
  } finally {
    await browser.close();
    after.close();
    before.close();
  }
}
