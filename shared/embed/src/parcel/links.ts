import { isSiteFilePath } from '@roo-docs/schemas/contract';

export type LinkTarget =
  { kind: 'anchor'; id: string } | { kind: 'section'; path: string; hash: string } | { kind: 'site'; href: string };

/**
 * Where a link inside an embedded page leads: an anchor of the same page, a path in the section's
 * part of the site (shown in the parcel; links are checked at build, so it is a page) or anything
 * else, a file of the section such as a feed included (opened on the site, never in the host page).
 */
export function linkTarget(href: string, siteUrl: string, owns: (path: string) => boolean): LinkTarget {
  if (href.startsWith('#')) return { kind: 'anchor', id: decodeURIComponent(href.slice(1)) };
  const url = new URL(href, siteUrl);
  return url.origin === new URL(siteUrl).origin && owns(url.pathname) && !isSiteFilePath(url.pathname)
    ? { kind: 'section', path: url.pathname, hash: url.hash }
    : { kind: 'site', href: url.href };
}

/** A page's site-absolute link as a full URL of the site, so hovering and copying show the real address. */
export function siteHref(href: string | undefined, siteUrl: string): string | undefined {
  if (href === undefined || href.startsWith('#')) return href;
  return new URL(href, siteUrl).href;
}
