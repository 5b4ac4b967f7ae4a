/** The longest path or URL a tool accepts: every route of the site is far shorter. */
export const MAX_PATH_LENGTH = 512;

/** A tool argument the server will not act on; its message says why, for the caller to fix. */
export class RefusedInput extends Error {
  override name = 'RefusedInput';
}

// Percent-encoded dots and slashes would let `..` through after a server decodes them.
const ENCODED_TRICK = /%(2e|2f|5c|00)/i;
// C0 controls, DEL and the NUL among them: no route has one.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;

/**
 * A page path on the site from what a caller typed: `/features/checkpoints`, `features/checkpoints`,
 * `/features/checkpoints.md`, or the page's absolute URL on `siteOrigin`. Anything that could leave
 * the site (`..`, another host, a scheme other than http(s), backslashes, NUL, encoded dots) is
 * refused with a clear message, as is anything longer than {@link MAX_PATH_LENGTH}.
 */
export function sitePath(input: string, siteOrigin: string): string {
  if (input.length > MAX_PATH_LENGTH) throw new RefusedInput(`path is ${input.length} characters; at most ${MAX_PATH_LENGTH}`);
  if (CONTROL.test(input)) throw new RefusedInput('path contains a control character (NUL, newline, …)');
  if (input.includes('\\')) throw new RefusedInput('path contains a backslash');
  if (ENCODED_TRICK.test(input)) throw new RefusedInput('path contains an encoded dot, slash or NUL');
  let path = input.trim();
  if (/^[a-z][a-z0-9+.-]*:/i.test(path) || path.startsWith('//')) path = ownPath(path, siteOrigin);
  path = path.split(/[?#]/)[0]!;
  if (!path.startsWith('/')) path = `/${path}`;
  const segments = path.split('/');
  if (segments.some((s) => s === '..' || s === '.')) throw new RefusedInput(`path '${input}' has a '.' or '..' segment`);
  if (segments.some((s) => s.startsWith('.'))) throw new RefusedInput(`path '${input}' names a hidden file`);
  return path.replace(/\/{2,}/g, '/');
}

function ownPath(url: string, siteOrigin: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url, siteOrigin);
  } catch {
    throw new RefusedInput(`'${url}' is not a URL`);
  }
  if (parsed.origin !== new URL(siteOrigin).origin) {
    throw new RefusedInput(
      `'${url}' is not on this site (${new URL(siteOrigin).origin}); give a path such as /features/checkpoints`,
    );
  }
  // The raw text, not parsed.pathname: URL parsing would quietly resolve `..` away.
  return url.slice(url.indexOf(parsed.host) + parsed.host.length) || '/';
}

/** A route from a page path: the `.md` twin's name and a trailing slash give the same page. */
export function routeOf(path: string): string {
  const bare = path.replace(/\/index\.md$/, '/').replace(/\.md$/, '');
  return bare.length > 1 ? bare.replace(/\/+$/, '') : '/';
}
