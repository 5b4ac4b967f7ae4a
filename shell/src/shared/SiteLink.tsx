import type { AnchorHTMLAttributes } from 'react';

/**
 * A link inside the site. It is a plain anchor: the shell's click handler turns clicks on
 * any same-site anchor (including those inside page content) into preloaded client navigation.
 */
export function SiteLink(props: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  return <a {...props} />;
}
