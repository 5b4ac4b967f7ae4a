import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import pixelmatch from 'pixelmatch';
import sharp from 'sharp';

/** Per-pixel colour distance pixelmatch ignores (anti-aliased pixels are ignored separately). */
const PIXEL_THRESHOLD = 0.1;
/** Share of pixels that may differ before a picture counts as changed. */
export const MAX_DIFF_RATIO = 0.0005;

export interface Comparison {
  same: boolean;
  reason?: string;
  /** Expected, actual and diff images written for a failure. */
  written?: string[];
}

interface Pixels {
  data: Buffer;
  width: number;
  height: number;
}

const pixelsOf = async (image: Buffer): Promise<Pixels> => {
  const { data, info } = await sharp(image).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
};
const png = (p: Pixels) =>
  sharp(p.data, { raw: { width: p.width, height: p.height, channels: 4 } })
    .png()
    .toBuffer();

/** Baselines are stored as lossless WebP: the same pixels as PNG in about a quarter of the bytes. */
export const encodeBaseline = (picture: Buffer) => sharp(picture).webp({ lossless: true, effort: 6 }).toBuffer();

/** Compares a new picture with its baseline pixel by pixel; on a difference writes all three as PNG. */
export async function compare(name: string, baseline: Buffer, actual: Buffer, outDir: string): Promise<Comparison> {
  const a = await pixelsOf(baseline);
  const b = await pixelsOf(actual);
  if (a.width !== b.width || a.height !== b.height) {
    const written = await writeOut(name, outDir, [await png(a), await png(b)]);
    return { same: false, reason: `size ${b.width}x${b.height}, baseline ${a.width}x${a.height}`, written };
  }
  const diff = Buffer.alloc(a.data.length);
  const changed = pixelmatch(a.data, b.data, diff, a.width, a.height, { threshold: PIXEL_THRESHOLD });
  const ratio = changed / (a.width * a.height);
  if (ratio <= MAX_DIFF_RATIO) return { same: true };
  const written = await writeOut(name, outDir, [await png(a), await png(b), await png({ ...a, data: diff })]);
  return { same: false, reason: `${changed} pixels differ (${(ratio * 100).toFixed(3)}%)`, written };
}

async function writeOut(name: string, outDir: string, [expected, actual, diff]: Buffer[]) {
  await mkdir(outDir, { recursive: true });
  const stem = join(outDir, name.replace(/\.\w+$/, ''));
  const files: Array<[string, Buffer]> = [
    [`${stem}.expected.png`, expected!],
    [`${stem}.actual.png`, actual!],
  ];
  if (diff) files.push([`${stem}.diff.png`, diff]);
  await Promise.all(files.map(([file, bytes]) => writeFile(file, bytes)));
  return files.map(([file]) => file);
}
