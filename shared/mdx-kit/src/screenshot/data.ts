/** One theme's files of a shot: URLs of the 1x and 2x WebP files (content-addressed by the build). */
export interface ScreenshotFiles {
  x1: string;
  x2: string;
}

/**
 * What `<Screenshot id="…"/>` renders, inlined into the page by the build's remark-screenshots
 * plugin from the manifest (shared/screenshots/manifest.json), after checking it there.
 */
export interface ScreenshotData {
  id: string;
  width: number;
  height: number;
  alt: string;
  caption: string;
  uiVersion: string;
  dark: ScreenshotFiles;
  light: ScreenshotFiles;
}

export const SCREENSHOT_VARIANTS = ['dark', 'light'] as const;
