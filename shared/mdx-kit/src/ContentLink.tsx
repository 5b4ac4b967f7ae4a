import type { ComponentProps } from 'react';
import { Link } from 'react-router';

// A file the site serves beside its pages (a feed, a schema, a twin): no route renders it, so a
// click must reach the server. Version pages (`/update-notes/v3.28.17`) have dots but no such ending.
const SITE_FILE = /\.(?:xml|json|txt|md)$/i;

/**
 * A link in a page's text. A path of the site is React Router's `<Link>`, from the router the host
 * shares (the shell's, or a parcel's memory router), so following it is client navigation; an
 * anchor of the page, another site or a file is a plain link. `discover="none"`: route discovery
 * belongs to React Router's framework mode, and its marker attribute would only add bytes.
 */
export function ContentLink({ href, ...props }: ComponentProps<'a'>) {
  if (href?.startsWith('/') && !href.startsWith('//') && !SITE_FILE.test(href.replace(/[?#].*$/, '')))
    return <Link to={href} discover="none" {...props} />;
  return <a href={href} {...props} />;
}
