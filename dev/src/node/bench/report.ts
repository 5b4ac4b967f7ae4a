/** The reference site's dev server figures (`devServer` in bench/reference.json). */
export interface DevReference {
  what: string;
  coldStartToFirstPageMs: number;
  editToDomMedianMs: number;
  editToDomMaxMs: number;
  fixToCleanPage: string | number;
  newPageServedMs: number;
  peakRssMiB: number;
}

export interface DevRow {
  figure: string;
  ours: number | null;
  reference: number | string | null;
  unit: 'ms' | 'ms CPU' | 'MiB';
}

const cell = (v: number | string | null, unit: string) =>
  v === null ? '–' : typeof v === 'number' ? `${Math.round(v)} ${unit}` : v;

/** One line per figure: ours, the reference's, and ours as a share of it (lower is better). */
export function printDevReport(rows: DevRow[], reference: DevReference): void {
  console.log(`\nDev server figures beside the reference (${reference.what})`);
  const width = Math.max(...rows.map((r) => r.figure.length));
  for (const r of rows) {
    const ratio = typeof r.ours === 'number' && typeof r.reference === 'number' ? ` ×${(r.ours / r.reference).toFixed(3)}` : '';
    console.log(
      `  ${r.figure.padEnd(width)}  ${cell(r.ours, r.unit).padStart(9)}  reference ${cell(r.reference, r.unit)}${ratio}`,
    );
  }
}
