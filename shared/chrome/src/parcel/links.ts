/** A section's pages by path, each a lazy import of its compiled MDX module (the `./routes` expose). */
export type RouteLoaders = Record<string, () => Promise<unknown>>;

/** The route of a section that a site path names, with or without its trailing slash; null if none. */
export function findRoute(routes: RouteLoaders, pathname: string): string | null {
  if (Object.hasOwn(routes, pathname)) return pathname;
  const other = pathname.endsWith('/') ? pathname.slice(0, -1) : `${pathname}/`;
  return Object.hasOwn(routes, other) ? other : null;
}

export type LinkTarget =
  { kind: 'anchor'; id: string } | { kind: 'section'; path: string; hash: string } | { kind: 'site'; href: string };

/**
 * Where a link inside an embedded page leads: an anchor of the same page, another page of the
 * section (shown in the parcel) or anything else (opened on the site, never in the host page).
 */
export function linkTarget(href: string, siteUrl: string, routes: RouteLoaders): LinkTarget {
  if (href.startsWith('#')) return { kind: 'anchor', id: decodeURIComponent(href.slice(1)) };
  const url = new URL(href, siteUrl);
  const path = url.origin === new URL(siteUrl).origin ? findRoute(routes, url.pathname) : null;
  return path ? { kind: 'section', path, hash: url.hash } : { kind: 'site', href: url.href };
}

/** A page's site-absolute link as a full URL of the site, so hovering and copying show the real address. */
export function siteHref(href: string | undefined, siteUrl: string): string | undefined {
  if (href === undefined || href.startsWith('#')) return href;
  return new URL(href, siteUrl).href;
}
