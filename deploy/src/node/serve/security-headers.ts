/**
 * Headers every answer of the site carries, errors and redirects included, in the embedded server
 * and (as `add_header … always`) in deploy/nginx/site.conf. Which scripts may run is the page's own policy: the shell writes a
 * Content-Security-Policy meta tag with the hashes of its inline scripts, since only the shell's
 * build knows them; this header adds what a meta tag cannot say (framing) and what never varies.
 * A page asked for by a loopback name gets loopback origins added to that tag (loopback-pages.ts).
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': "frame-ancestors 'self'; object-src 'none'; base-uri 'self'",
  'x-frame-options': 'SAMEORIGIN',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
};

/**
 * What a host on another origin loads to embed a page (README, "Embedding a page"): the pointer,
 * the section builds (manifest, remoteEntry, chunks) the loader, and content-addressed assets.
 * Pages, the shell and deploy state are not among them. nginx's site.conf matches the same paths.
 */
export const CROSS_ORIGIN_PATHS = /^\/(?:remotes\.json$|_mf\/|embed\/|_assets\/)/;

/**
 * `*`, not an allow-list: these files are public and the same for every reader, and nothing sends
 * credentials for them (fetch and module scripts go without cookies, the loader's classic scripts
 * are no-cors), so `*` exposes nothing a plain GET does not. An allow-list could not name the
 * editor's webviews (`vscode-webview://<random id>`) and would need `Vary: Origin`, splitting
 * every cache of files that never change. Cross-Origin-Resource-Policy lets a cross-origin-isolated
 * host (COEP require-corp) run the classic scripts too. Simple GETs need no preflight.
 */
export const CROSS_ORIGIN_HEADERS: Readonly<Record<string, string>> = {
  'access-control-allow-origin': '*',
  'cross-origin-resource-policy': 'cross-origin',
};

/** The cross-origin headers for a URL path of the site, or none. */
export function crossOriginHeaders(urlPath: string): Readonly<Record<string, string>> {
  return CROSS_ORIGIN_PATHS.test(urlPath) ? CROSS_ORIGIN_HEADERS : {};
}

/** Every header an answer for this URL path carries whatever its status. */
export function siteHeaders(urlPath: string): Readonly<Record<string, string>> {
  return CROSS_ORIGIN_PATHS.test(urlPath) ? { ...SECURITY_HEADERS, ...CROSS_ORIGIN_HEADERS } : SECURITY_HEADERS;
}
