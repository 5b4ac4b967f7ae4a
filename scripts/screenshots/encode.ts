import sharp from 'sharp';

// Lossless WebP: UI pictures are flat colour and text, which lossless coding keeps sharp at a
// fraction of PNG's size, and its output depends on the pixels alone (no encoder randomness).
const WEBP = { lossless: true, effort: 6 } as const;

/** The 2x capture as WebP, and the same picture scaled to its CSS size for 1x screens. */
export async function encodeShot(png: Buffer, width: number, height: number): Promise<{ x1: Buffer; x2: Buffer }> {
  const x2 = await sharp(png).webp(WEBP).toBuffer();
  const x1 = await sharp(png).resize(width, height, { kernel: 'lanczos3' }).webp(WEBP).toBuffer();
  return { x1, x2 };
}

/** Share of pixels that differ by more than a small amount between two images of the same size. */
export async function pixelDifference(a: Buffer, b: Buffer): Promise<number> {
  const [left, right] = await Promise.all(
    [a, b].map((img) => sharp(img).ensureAlpha().raw().toBuffer({ resolveWithObject: true })),
  );
  if (left!.info.width !== right!.info.width || left!.info.height !== right!.info.height) return 1;
  let differing = 0;
  const pixels = left!.data.length / 4;
  for (let i = 0; i < left!.data.length; i += 4) {
    for (let c = 0; c < 4; c++) {
      if (Math.abs(left!.data[i + c]! - right!.data[i + c]!) > 8) {
        differing++;
        break;
      }
    }
  }
  return differing / pixels;
}
