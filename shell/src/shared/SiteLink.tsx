import { useContext, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { createPath, parsePath, UNSAFE_NavigationContext as NavigationContext } from 'react-router';

type Props = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

/** A plain left click that the page may take over (no new tab, window or download). */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    (!target || target === '_self') &&
    !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey)
  );
}

/**
 * A link of the chrome (navbar, sidebar, pager, breadcrumbs) to a page of the site: the same
 * `<a href>` and the same move as React Router's `<Link>`, through the router's own navigator, so
 * it goes through the site's history (runtime/site-history.ts loads the page first).
 *
 * Not `<Link>` itself: each `<Link>` reads the location, so every one of the hundred-odd links of
 * the chrome rendered again on every move, which doubled the work of a client navigation
 * (bench/RESULTS.md). This one reads only the navigator, which never changes. Pages keep React
 * Router's `<Link>` (mdx-kit's ContentLink), as their authors know it.
 */
export function SiteLink({ href, onClick, target, ...props }: Props) {
  const { navigator } = useContext(NavigationContext);
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!isPlainClick(event, target)) return;
    event.preventDefault();
    const to = parsePath(href);
    // As `<Link>` does: following a link to where the reader already is replaces that entry.
    const here = 'location' in navigator ? (navigator.location as Parameters<typeof createPath>[0]) : undefined;
    if (here && createPath(here) === createPath({ pathname: here.pathname, ...to })) navigator.replace(to);
    else navigator.push(to);
  };
  return <a href={href} target={target} onClick={follow} {...props} />;
}
