import { useEffect, useRef, useState, type ComponentProps, type MouseEvent } from 'react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router';
import type { PageModule, RoutesModule } from '@roo-docs/schemas/contract';
import { AssetUrl } from '@roo-docs/mdx-kit/asset-url';
import { linkTarget, siteHref } from './links.ts';

export interface EmbeddedPageProps {
  /** The page to show, a site path of the section (`/features/checkpoints`). */
  path: string;
  theme?: 'light' | 'dark';
  /** The site the page belongs to; links that leave the section open there. */
  siteUrl?: string;
  /** Told each time a link inside the section changes the page. */
  onNavigate?: (path: string) => void;
  /** The section's route table (its `./routes` module): its name, which paths it owns, its pages. */
  routes: RoutesModule;
}

type Loaded = { path: string; page: PageModule } | { path: string; error: string };

function usePage(routes: RoutesModule, path: string | null): Loaded | null {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  useEffect(() => {
    if (path === null) return;
    let current = true;
    const show = (next: Loaded) => current && setLoaded(next);
    void (async () => {
      try {
        const found = await routes.findPage(path);
        if (!found) show({ path, error: `The ${routes.section} section has no page at ${path}.` });
        else show({ path, page: (await found.load()) as PageModule });
      } catch (error) {
        show({ path, error: `The page ${path} could not be loaded (${(error as Error).message}).` });
      }
    })();
    return () => {
      current = false;
    };
  }, [routes, path]);
  return loaded;
}

/**
 * One page of a section, framed for another application: the site's typography in the theme the
 * host asks for, links within the section followed in place, every other link opened on the site.
 * A memory router holds where the reader is, so a page's own `<Link>` and hooks work in a parcel
 * as on the site, without touching the host's URL.
 */
export function EmbeddedPage(props: EmbeddedPageProps) {
  return (
    <MemoryRouter initialEntries={[props.path]}>
      <RoutedPage {...props} />
    </MemoryRouter>
  );
}

/** History state of a move the reader made (a link), which brings the new page into view. */
const READER = { reader: true };

function RoutedPage({ path: asked, theme = 'light', siteUrl, onNavigate, routes }: EmbeddedPageProps) {
  const site = siteUrl ?? `${location.origin}/`;
  const { pathname: path, hash, state } = useLocation();
  const navigate = useNavigate();
  const moved = (state as typeof READER | null)?.reader === true;
  const frame = useRef<HTMLDivElement>(null);
  const title = useRef<HTMLHeadingElement>(null);
  // The host switching pages (parcel.update) wins over where the reader navigated.
  const hostPath = useRef(asked);
  useEffect(() => {
    if (hostPath.current === asked) return;
    hostPath.current = asked;
    void navigate(asked);
  }, [asked, navigate]);
  const owned = routes.owns(path);
  const loaded = usePage(routes, owned ? path : null);
  const shown = loaded?.path === path ? loaded : null;

  useEffect(() => {
    if (!shown || !('page' in shown) || !moved) return;
    const root = frame.current?.getRootNode() as Document | ShadowRoot | undefined;
    const target = hash ? root?.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else {
      frame.current?.scrollIntoView({ block: 'nearest' });
      title.current?.focus();
    }
  }, [shown, hash, moved]);

  // In the capture phase, so a page's `<Link>` leaves its click to the frame: a link out of the
  // section must open on the site, never move the parcel to a path the section has no page for.
  const onClickCapture = (event: MouseEvent<HTMLDivElement>) => {
    const anchor = (event.target as Element).closest('a[href]');
    if (!anchor || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    const target = linkTarget(anchor.getAttribute('href') ?? '', site, routes.owns);
    event.preventDefault();
    if (target.kind === 'anchor') {
      const root = frame.current?.getRootNode() as Document | ShadowRoot | undefined;
      root?.getElementById(target.id)?.scrollIntoView();
    } else if (target.kind === 'section') {
      void navigate(`${target.path}${target.hash}`, { state: READER });
      onNavigate?.(target.path);
    } else window.open(target.href, '_blank', 'noopener');
  };

  const Anchor = (props: ComponentProps<'a'>) => <a {...props} href={siteHref(props.href, site)} />;
  // Page images are site paths (`/_assets/<hash>.png`): on a host of another origin they must still load from the site.
  const Image = (props: ComponentProps<'img'>) => <img {...props} src={siteHref(props.src, site)} />;
  const assetUrl = (assetPath: string) => siteHref(assetPath, site) ?? assetPath;
  return (
    // Keyboard activation of a link is a click too.
    <div ref={frame} className="roo-embed" data-theme={theme} data-path={path} onClickCapture={onClickCapture}>
      {!owned ? (
        <p role="alert">
          This page is not part of the {routes.section} section: <a href={siteHref(path, site)}>open it on the docs site</a>.
        </p>
      ) : !shown ? (
        <p aria-busy="true">Loading {path}…</p>
      ) : 'error' in shown ? (
        <p role="alert">{shown.error}</p>
      ) : (
        <article>
          <h1 ref={title} tabIndex={-1}>
            {shown.page.frontmatter?.title ?? path}
          </h1>
          <div className="markdown">
            <AssetUrl.Provider value={assetUrl}>
              <shown.page.default components={{ a: Anchor, img: Image }} />
            </AssetUrl.Provider>
          </div>
        </article>
      )}
    </div>
  );
}
