import { useContext, useEffect, useState } from 'react';
import { useZoom, ZoomDialog } from '../zoom/ZoomDialog.tsx';
import { AssetUrl } from './asset-url.ts';
import { SCREENSHOT_VARIANTS, type ScreenshotData } from './data.ts';

/**
 * A picture of Roo Code's own UI from the screenshot manifest. Both theme variants are in the
 * page and CSS shows the one matching the site's `data-theme`; both are lazy, so the hidden one is
 * never fetched. Each is a link to its 2x file (full size without JavaScript); after hydration the
 * link opens it in a modal dialog instead (zoom/ZoomDialog.tsx, shared with Markdown images), whose
 * pictures are only in the page once it is opened.
 */
export function Screenshot({ id, data }: { id?: string; data?: ScreenshotData }) {
  const zoom = useZoom();
  const url = useContext(AssetUrl);
  // Pictures arrive only once the page is interactive: a browser starts lazy images well below
  // the fold, which would spend a first visit's bandwidth on them. Until then a box of the same
  // size holds their place, and readers without JavaScript get the picture from <noscript>.
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);
  if (!data || data.id !== id) {
    throw new Error(`<Screenshot id="${id}"/> has no manifest data: the page was not compiled with the site's MDX pipeline`);
  }
  const { width, height, alt, caption } = data;
  return (
    <figure className="screenshot" data-shot={id} data-ui-version={data.uiVersion}>
      {SCREENSHOT_VARIANTS.map((theme) => (
        <a key={theme} className={`screenshot-${theme}`} href={url(data[theme].x2)} onClick={zoom.open}>
          {live ? (
            <img
              src={url(data[theme].x1)}
              srcSet={`${url(data[theme].x1)} 1x, ${url(data[theme].x2)} 2x`}
              width={width}
              height={height}
              alt={alt}
              loading="lazy"
              decoding="async"
            />
          ) : (
            <>
              <span
                className="screenshot-pending"
                style={{ width: `calc(${width}px - 2px)`, aspectRatio: `${width} / ${height}` }}
              />
              <noscript>
                <img src={url(data[theme].x1)} width={width} height={height} alt={alt} />
              </noscript>
            </>
          )}
          <span className="visually-hidden"> (full size)</span>
        </a>
      ))}
      <figcaption>{caption}</figcaption>
      <ZoomDialog zoom={zoom} label={caption}>
        {SCREENSHOT_VARIANTS.map((theme) => (
          <img
            key={theme}
            className={`screenshot-${theme}`}
            src={url(data[theme].x2)}
            width={width * 2}
            height={height * 2}
            alt={alt}
            loading="lazy"
            decoding="async"
          />
        ))}
      </ZoomDialog>
    </figure>
  );
}
