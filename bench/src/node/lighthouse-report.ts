import type { LighthouseFigures } from './lighthouse.ts';

interface ReferenceLighthouse {
  performance: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
}

const ratio = (ours: number, theirs: number) => (theirs ? `${(ours / theirs).toFixed(2)}x` : '–');

/** Lines of the Lighthouse part: our medians beside the reference's, and the ratio of each. */
export function lighthouseLines(
  ours: Record<string, LighthouseFigures & { runs: LighthouseFigures[] }>,
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
  }
  return lines;
}
