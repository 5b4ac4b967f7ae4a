import { z } from 'zod';
import { sectionNameSchema } from './sections.ts';
import { DOCUMENTED_RELEASE } from '../contract/markdown-twin.ts';

/** The Roo Code release the pages document; every shot on them must show this release's UI. */
export const DOCUMENTED_UI_VERSION = DOCUMENTED_RELEASE.version;

/** The two VS Code themes each shot is taken in, named after the site theme that shows it. */
export const SCREENSHOT_THEMES = ['dark', 'light'] as const;
export type ScreenshotTheme = (typeof SCREENSHOT_THEMES)[number];

/** Pixel densities written for every shot (the file for 1x is the 2x capture scaled down). */
export const SCREENSHOT_SCALES = [1, 2] as const;

const version = z.string().regex(/^\d+\.\d+\.\d+$/, 'a release number such as 3.28.17');

/** One picture of the extension's webview, as the manifest lists it. */
export const screenshotShotSchema = z.strictObject({
  /** Stable id pages name in `<Screenshot id="…"/>`; also the file name. */
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'lower-case words joined by hyphens'),
  /** Section whose pages use it: the files live in `remotes/<section>/screenshots/`. */
  section: sectionNameSchema,
  /** The scene of the capture pipeline (scripts/screenshots/scenes) the state is made from. */
  scene: z.string().min(1),
  /** Extension release whose webview was captured; written by the pipeline. */
  uiVersion: version,
  /** Size in CSS pixels: the webview's viewport, and the 1x file's size. */
  width: z.number().int().min(200).max(1600),
  height: z.number().int().min(100).max(1600),
  /** What the picture shows, for readers who cannot see it (written for this picture). */
  alt: z.string().min(20).max(400),
  /** Caption under the picture. */
  caption: z.string().min(5).max(200),
});

export type ScreenshotShot = z.infer<typeof screenshotShotSchema>;

/** The manifest: every shot the site has, in one list with unique ids. */
export const screenshotManifestSchema = z
  .strictObject({
    /** Image format of every file (WebP: every browser the site supports decodes it). */
    format: z.literal('webp'),
    shots: z.array(screenshotShotSchema).min(1),
  })
  .superRefine((manifest, ctx) => {
    const seen = new Set<string>();
    manifest.shots.forEach((shot, index) => {
      if (seen.has(shot.id)) ctx.addIssue({ code: 'custom', message: `duplicate id '${shot.id}'`, path: ['shots', index, 'id'] });
      seen.add(shot.id);
    });
  });

export type ScreenshotManifest = z.infer<typeof screenshotManifestSchema>;

/** Where a shot's file sits, relative to the repository root. */
export function screenshotFile(shot: Pick<ScreenshotShot, 'id' | 'section'>, theme: ScreenshotTheme, scale: 1 | 2) {
  return `remotes/${shot.section}/screenshots/${shot.id}.${theme}.${scale}x.webp`;
}
