import type { LighthouseMedians } from './lighthouse.ts';

interface ReferenceLighthouse {
  performance: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
}

const ratio = (ours: number, theirs: number) => (theirs ? `${(ours / theirs).toFixed(2)}x` : '–');

/** Lines of the Lighthouse part: our medians beside the reference's, and the ratio of each. */
export function lighthouseLines(
  ours: Record<string, LighthouseMedians & { calibrated?: LighthouseMedians }>,
  reference: Record<string, ReferenceLighthouse>,
): string[] {
  const lines: string[] = [];
  for (const [path, f] of Object.entries(ours)) {
    const ref = reference[path];
    lines.push(path);
    lines.push(
      `  ours:      performance ${f.performance} | FCP ${f.fcpMs.toFixed(0)} ms | LCP ${f.lcpMs.toFixed(0)} ms | TBT ${f.tbtMs.toFixed(0)} ms | CLS ${f.cls.toFixed(3)}`,
    );
    if (ref) {
      lines.push(`  reference: performance ${ref.performance} | FCP ${ref.fcpMs} ms | LCP ${ref.lcpMs} ms | TBT ${ref.tbtMs} ms`);
      lines.push(
        `  ratio ours/reference: performance ${ratio(f.performance, ref.performance)} | FCP ${ratio(f.fcpMs, ref.fcpMs)} | LCP ${ratio(f.lcpMs, ref.lcpMs)} | TBT ${ratio(f.tbtMs, ref.tbtMs)}   (goal: performance >= 98, TBT <= 50 ms)`,
      );
    }
    lines.push(`  runs: ${f.runs.map((r) => `${r.performance} (TBT ${r.tbtMs.toFixed(0)} ms)`).join(', ')}`);
    lines.push(`  this machine: benchmark index ${f.benchmarkIndex.toFixed(0)} (the default 4x assumes 1,500–2,000)`);
    const c = f.calibrated;
    if (c)
      lines.push(
        `  calibrated (${c.cpuSlowdown}x CPU): performance ${c.performance} | FCP ${c.fcpMs.toFixed(0)} ms | LCP ${c.lcpMs.toFixed(0)} ms | TBT ${c.tbtMs.toFixed(0)} ms | CLS ${c.cls.toFixed(3)}; runs ${c.runs.map((r) => `${r.performance} (TBT ${r.tbtMs.toFixed(0)} ms, ${r.cpuSlowdown}x)`).join(', ')}`,
      );
  }
  return lines;
}
