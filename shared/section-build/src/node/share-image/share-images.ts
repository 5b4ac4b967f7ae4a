import { createHash } from 'node:crypto';
import { copyFile, mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sectionRecord, type RouteEntry, type SectionName, type ShareImage } from '@roo-docs/schemas';
import { SHARE_IMAGE_SIZE, type ShareCard } from './card.ts';
import { fontPath, FONT_FILES, renderShareImage } from './render.ts';

/** The site's name, as every page's title ends (the shell's SITE_NAME). */
export const PRODUCT_NAME = 'Roo Code Documentation';

const require = createRequire(import.meta.url);

/**
 * What every image depends on besides its card: the template and renderer code, the fonts and the
 * renderers' versions. Narrower than the build's digest on purpose: a change elsewhere in the
 * build leaves every picture as it was, so it renders none of them again.
 */
async function templateDigest(): Promise<string> {
  const hash = createHash('sha256');
  for (const module of ['./card.ts', './render.ts']) hash.update(await readFile(fileURLToPath(new URL(module, import.meta.url))));
  for (const { file } of FONT_FILES) hash.update(await readFile(fontPath(file)));
  for (const pkg of ['satori', '@resvg/resvg-js'])
    hash.update(
      `${pkg}@${(JSON.parse(await readFile(require.resolve(`${pkg}/package.json`), 'utf8')) as { version: string }).version}`,
    );
  return hash.digest('hex');
}

export interface PlannedImage {
  card: ShareCard;
  /** 16 hex digits of the hash of the card and the template: the file's name under `/_assets/`. */
  key: string;
  image: ShareImage;
}

/** Each page's share image: what it shows and where it is served, before anything is drawn. */
export async function planShareImages(section: SectionName, routes: RouteEntry[]): Promise<Map<string, PlannedImage>> {
  const digest = await templateDigest();
  const plan = new Map<string, PlannedImage>();
  for (const route of routes) {
    // A page outside every context (home, FAQ) is named after its section's first context, as short as a card needs.
    const card: ShareCard = {
      title: route.title,
      section: route.context ?? sectionRecord(section).contexts[0]!.label,
      product: PRODUCT_NAME,
    };
    const key = createHash('sha256').update(digest).update(JSON.stringify(card)).digest('hex').slice(0, 16);
    const alt = `${card.title}: ${card.section}, ${card.product}`;
    plan.set(route.path, { card, key, image: { src: `/_assets/${key}.png`, ...SHARE_IMAGE_SIZE, alt } });
  }
  return plan;
}

export interface DrawnImages {
  rendered: number;
  reused: number;
}

/**
 * One cache for every section and every copy of a remote in the checkout (a release test's): an
 * image's name says all it shows, so any build may take it.
 */
export const shareImageCache = (repoRoot: string) => join(repoRoot, 'node_modules', '.cache', 'roo-docs', 'share-images');
const uniqueCards = (plan: Map<string, PlannedImage>) => new Map([...plan.values()].map((p) => [p.key, p.card]));

/**
 * Draws every planned image the cache lacks into it: an earlier build that drew the same card
 * (a release draws only its new pages') has left it there. Pages that show the same card share
 * one file.
 */
export async function drawShareImages(plan: Map<string, PlannedImage>, cache: string): Promise<DrawnImages> {
  await mkdir(cache, { recursive: true });
  const have = new Set(await readdir(cache));
  const queue = [...uniqueCards(plan)];
  const counts: DrawnImages = { rendered: 0, reused: 0 };
  // Two at a time: one card is laid out on the main thread while the other is rasterised.
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const [key, card] = next;
      if (have.has(`${key}.png`)) {
        counts.reused++;
        continue;
      }
      const cached = join(cache, `${key}.png`);
      // Whole or not at all: a build killed mid-write must not leave half a picture to reuse.
      await writeFile(`${cached}.${process.pid}`, await renderShareImage(card));
      await rename(`${cached}.${process.pid}`, cached);
      counts.rendered++;
    }
  };
  await Promise.all([worker(), worker()]);
  return counts;
}

/** Copies the drawn images into the build's `_assets/`, where publishing takes them to the site's. */
export async function placeShareImages(plan: Map<string, PlannedImage>, cache: string, staging: string): Promise<void> {
  await mkdir(join(staging, '_assets'), { recursive: true });
  for (const key of uniqueCards(plan).keys()) await copyFile(join(cache, `${key}.png`), join(staging, '_assets', `${key}.png`));
}
