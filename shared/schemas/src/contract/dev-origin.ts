/**
 * Where a writer's own copy of a section may be loaded from (`?dev=<section>@<origin>`): a page
 * served from a loopback address may take a section from another loopback origin, and any page
 * from an origin the live `remotes.json` names in `devOrigins`. Nothing else, so a link can never
 * point a production reader at code from elsewhere.
 */

/**
 * A session cookie the shell sets while a tab has local sections: with it (or a `dev` parameter)
 * a loopback server widens a page's script policy; every other request gets the published bytes.
 */
export const DEV_COOKIE = 'roo_docs_dev';

const IPV4_LOOPBACK = /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/;

/** A URL hostname (as `URL.hostname` gives it, IPv6 in brackets) that names this machine. */
export function isLoopbackHostname(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  return host === 'localhost' || host === '[::1]' || host === '::1' || IPV4_LOOPBACK.test(host);
}

/** An http(s) origin written exactly as the URL parser writes it: no path, query, user or trailing slash. */
export function isPlainOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === value;
  } catch {
    return false;
  }
}

/** Whether the origin of a URL is on this machine. */
export function isLoopbackUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && isLoopbackHostname(url.hostname);
  } catch {
    return false;
  }
}

/**
 * May a page whose hostname is `pageHostname` load code from `target` (a URL)? Loopback pages may
 * reach loopback targets; any page may reach an origin listed in `allowed` (the pointer's field).
 */
export function devOriginAllowed(pageHostname: string, target: string, allowed: readonly unknown[] = []): boolean {
  let origin: string;
  try {
    origin = new URL(target).origin;
  } catch {
    return false;
  }
  if (!isPlainOrigin(origin)) return false;
  if (isLoopbackHostname(pageHostname) && isLoopbackUrl(origin)) return true;
  return allowed.some((a) => typeof a === 'string' && isPlainOrigin(a) && a === origin);
}
