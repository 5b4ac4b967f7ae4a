import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { SHARE_IMAGE_SIZE, shareCardTree, type ShareCard } from './card.ts';

const require = createRequire(import.meta.url);

/**
 * Inter as the project ships it (@fontsource/inter). Satori reads TTF, OTF and WOFF, not WOFF2, so
 * the WOFF files; Latin and Latin Extended cover every title and name the pages carry.
 */
export const FONT_FILES = [
  { file: '@fontsource/inter/files/inter-latin-400-normal.woff', weight: 400, extended: false },
  { file: '@fontsource/inter/files/inter-latin-700-normal.woff', weight: 700, extended: false },
  { file: '@fontsource/inter/files/inter-latin-ext-400-normal.woff', weight: 400, extended: true },
  { file: '@fontsource/inter/files/inter-latin-ext-700-normal.woff', weight: 700, extended: true },
] as const;

export const fontPath = (file: string) => require.resolve(file);

// What Inter's Latin subset covers (Latin-1, general punctuation, € and ™). Satori lays text out
// slower with every font it is given, so Latin Extended joins only for a card that needs it.
const BEYOND_LATIN = /[^\u0020-\u00ff\u2000-\u206f\u20ac\u2122]/;

type Fonts = { name: string; data: Buffer; weight: 400 | 700; style: 'normal'; extended: boolean }[];
let fonts: Promise<Fonts> | undefined;
const loadFonts = () =>
  (fonts ??= Promise.all(
    FONT_FILES.map(async ({ file, weight, extended }) => ({
      // Named apart: satori keeps one font per name and weight, and falls back to the others.
      name: extended ? 'Inter Extended' : 'Inter',
      data: await readFile(fontPath(file)),
      weight,
      style: 'normal' as const,
      extended,
    })),
  ));

// Loaded on the first image only: a build whose images are all cached never pays for either.
let renderers: Promise<[typeof import('satori').default, typeof import('@resvg/resvg-js')]> | undefined;
const loadRenderers = () => (renderers ??= Promise.all([import('satori').then((m) => m.default), import('@resvg/resvg-js')]));

/**
 * One share image as PNG bytes: satori lays the card out as SVG (text as paths, so nothing
 * depends on the fonts of the machine), resvg rasterises it on libuv's threads, so the next card
 * is laid out meanwhile.
 */
export async function renderShareImage(card: ShareCard): Promise<Buffer> {
  const [[satori, resvg], all] = await Promise.all([loadRenderers(), loadFonts()]);
  const latin = !BEYOND_LATIN.test(card.title + card.section + card.product);
  const fontList = all.filter((f) => !f.extended || !latin).map(({ extended: _, ...font }) => font);
  const svg = await satori(shareCardTree(card) as Parameters<typeof satori>[0], { ...SHARE_IMAGE_SIZE, fonts: fontList });
  const image = await resvg.renderAsync(svg, { fitTo: { mode: 'original' }, font: { loadSystemFonts: false } });
  return image.asPng();
}
