import type { AnchorHTMLAttributes } from 'react';
import { Link } from 'react-router';

/**
 * A link inside the site: React Router's `<Link>`, whose navigation loads the target page before
 * the view switches (runtime/site-history.ts). `discover="none"`: route discovery belongs to
 * React Router's framework mode, and its marker attribute would only add bytes to every page.
 */
export function SiteLink({ href, ...props }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  return <Link to={href} discover="none" {...props} />;
}
