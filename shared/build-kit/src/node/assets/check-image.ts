import sharp from 'sharp';

/** Image formats a build may emit that the check decodes in full (not just their header). */
export const DECODED_IMAGES = /\.(png|jpe?g|webp|avif|gif)$/i;

/** Decodes every pixel of an image; returns the decoder's reason when the file is not a valid image. */
export async function imageFault(bytes: Buffer): Promise<string | undefined> {
  try {
    const { info } = await sharp(bytes, { failOn: 'error' }).raw().toBuffer({ resolveWithObject: true });
    if (!info.width || !info.height) return 'the image has no pixels';
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}
