import { isTempName } from '../origin/temp-names.ts';

/**
 * Server-side bundles are for prerendering only, never public. Matched on the decoded, collapsed
 * path (see sitePath), so `/_mf/%2Ffeatures/…/ssr/…` and `/_MF/…` are caught too.
 */
const PRIVATE_BUNDLE = /^\/_mf\/[^/]+\/[^/]+\/ssr(\/|$)/i;

/**
 * The path inside the site a URL path names: percent-decoded, runs of slashes collapsed (nginx's
 * merge_slashes), so an encoded slash cannot split a segment the private rules look at. Null when
 * it could name no public file: undecodable, a NUL or backslash, any dot segment (deploy state,
 * `..`), a deploy's temporary name, or a server-side bundle.
 */
export function sitePath(urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return null;
  const path = decoded.replace(/\/{2,}/g, '/');
  // A temporary name (`x.gz.tmp-<pid>`, `<build>.tmp-<pid>/`) is a file a deploy is still writing or
  // one a failed deploy left: never public, even inside a build folder.
  if (!path.startsWith('/') || path.split('/').some((segment) => segment.startsWith('.') || isTempName(segment))) return null;
  return PRIVATE_BUNDLE.test(path) ? null : path;
}

/** Build folders never change, so they are cached for good; everything else is revalidated. */
export function cacheControl(urlPath: string): string {
  if (/^\/_(mf\/[a-z-]+|shell)\/[a-f0-9]{8,40}\//.test(urlPath) || /^\/_assets\/[a-f0-9]{16}\.[a-z0-9]+$/.test(urlPath)) {
    return 'public, max-age=31536000, immutable';
  }
  return 'no-cache';
}
