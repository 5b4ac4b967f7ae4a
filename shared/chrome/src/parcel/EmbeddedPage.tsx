import { useEffect, useRef, useState, type ComponentProps, type ComponentType, type MouseEvent } from 'react';
import type { RoutesModule } from '@roo-docs/schemas/contract';
import { linkTarget, siteHref } from './links.ts';

interface PageModule {
  default: ComponentType<{
    components?: Record<string, ComponentType<ComponentProps<'a'>> | ComponentType<ComponentProps<'img'>>>;
  }>;
  frontmatter?: { title?: string };
}

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

function usePage(routes: RoutesModule, path: string): Loaded | null {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  useEffect(() => {
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
 */
export function EmbeddedPage({ path: asked, theme = 'light', siteUrl, onNavigate, routes }: EmbeddedPageProps) {
  const site = siteUrl ?? `${location.origin}/`;
  const [path, setPath] = useState(asked);
  const [hash, setHash] = useState('');
  const [moved, setMoved] = useState(false);
  const frame = useRef<HTMLDivElement>(null);
  const title = useRef<HTMLHeadingElement>(null);
  // The host switching pages (parcel.update) wins over where the reader navigated.
  useEffect(() => {
    setPath(asked);
    setHash('');
  }, [asked]);
  const loaded = usePage(routes, path);
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

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const anchor = (event.target as Element).closest('a[href]');
    if (!anchor || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    const target = linkTarget(anchor.getAttribute('href') ?? '', site, routes.owns);
    event.preventDefault();
    if (target.kind === 'anchor') {
      const root = frame.current?.getRootNode() as Document | ShadowRoot | undefined;
      root?.getElementById(target.id)?.scrollIntoView();
    } else if (target.kind === 'section') {
      setMoved(true);
      setPath(target.path);
      setHash(target.hash);
      onNavigate?.(target.path);
    } else window.open(target.href, '_blank', 'noopener');
  };

  const Link = (props: ComponentProps<'a'>) => <a {...props} href={siteHref(props.href, site)} />;
  // Page images are site paths (`/_assets/<hash>.png`): on a host of another origin they must still load from the site.
  const Image = (props: ComponentProps<'img'>) => <img {...props} src={siteHref(props.src, site)} />;
  return (
    // Clicks bubble here from links; keyboard activation of a link is a click too.
    <div ref={frame} className="roo-embed" data-theme={theme} data-path={path} onClick={onClick}>
      {!shown ? (
        <p aria-busy="true">Loading {path}…</p>
      ) : 'error' in shown ? (
        <p role="alert">{shown.error}</p>
      ) : (
        <article>
          <h1 ref={title} tabIndex={-1}>
            {shown.page.frontmatter?.title ?? path}
          </h1>
          <div className="markdown">
            <shown.page.default components={{ a: Link, img: Image }} />
          </div>
        </article>
      )}
    </div>
  );
}
