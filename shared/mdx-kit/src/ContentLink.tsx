import type { ComponentProps } from 'react';
import { Link } from 'react-router';
import { isSiteFilePath } from '@roo-docs/schemas/contract';

/**
 * A link in a page's text. A path of the site is React Router's `<Link>`, from the router the host
 * shares (the shell's, or a parcel's memory router), so following it is client navigation; an
 * anchor of the page, another site or a file is a plain link. `discover="none"`: route discovery
 * belongs to React Router's framework mode, and its marker attribute would only add bytes.
 */
export function ContentLink({ href, ...props }: ComponentProps<'a'>) {
  if (href?.startsWith('/') && !href.startsWith('//') && !isSiteFilePath(href))
    return <Link to={href} discover="none" {...props} />;
  return <a href={href} {...props} />;
}
