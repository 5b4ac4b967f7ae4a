import { useContext, type ComponentProps } from 'react';
import { AssetUrl } from '../screenshot/asset-url.ts';
import { useZoom, ZoomDialog } from './ZoomDialog.tsx';

/**
 * A Markdown image (`![alt](./file.png)`, section-build's remark-images): a link to the file, which
 * opens it full size in a dialog, as a `<Screenshot>` does. The dialog is in the page only once
 * opened: an image may sit inside a paragraph, where the HTML parser would not keep a `<dialog>`.
 */
export function ZoomImage({ src, alt = '', title, ...rest }: ComponentProps<'img'>) {
  const url = useContext(AssetUrl);
  const zoom = useZoom();
  if (typeof src !== 'string') return null;
  const href = src.startsWith('/') ? url(src) : src;
  return (
    <>
      <a className="zoom-image" href={href} onClick={zoom.open}>
        <img src={href} alt={alt} title={title} loading="lazy" decoding="async" {...rest} />
        <span className="visually-hidden"> (full size)</span>
      </a>
      {zoom.zoomed ? (
        <ZoomDialog zoom={zoom} label={alt || title || 'Picture'}>
          <img src={href} alt={alt} />
        </ZoomDialog>
      ) : null}
    </>
  );
}
