/** Release numbers as the site writes them: `3.28` for a minor series, `3.28.17` for a patch. */
export const SERIES_VERSION = /^\d+\.\d+$/;
export const PATCH_VERSION = /^\d+\.\d+\.\d+$/;

/** The minor series a version belongs to: `3.28.17` → `3.28`. */
export function seriesOf(version: string): string {
  return version.split('.').slice(0, 2).join('.');
}

export { compareVersions } from '../shared/version.ts';

export function routeOfVersion(version: string): string {
  return `/update-notes/v${version}`;
}
