/** Release numbers as the site writes them: `3.28` for a minor series, `3.28.17` for a patch. */
export const SERIES_VERSION = /^\d+\.\d+$/;
export const PATCH_VERSION = /^\d+\.\d+\.\d+$/;

/** The minor series a version belongs to: `3.28.17` → `3.28`. */
export function seriesOf(version: string): string {
  return version.split('.').slice(0, 2).join('.');
}

/** Numeric comparison, so 3.28.10 sorts after 3.28.9 and 3.10 after 3.9. A series sorts before its patches. */
export function compareVersions(a: string, b: string): number {
  const pa = a.split('.').map(Number);
  const pb = b.split('.').map(Number);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const d = (pa[i] ?? -1) - (pb[i] ?? -1);
    if (d) return d;
  }
  return 0;
}

export function routeOfVersion(version: string): string {
  return `/update-notes/v${version}`;
}
