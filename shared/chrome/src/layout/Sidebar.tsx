import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';

export type SidebarEntry =
  | { type: 'doc'; path: string; label: string }
  | { type: 'link'; href: string; label: string }
  /** `pending`: the items are not here yet (the page inlined the category closed); opening it asks for them. */
  | { type: 'category'; label: string; items: SidebarEntry[]; collapsible: boolean; pending?: boolean };

function contains(items: SidebarEntry[], path: string): boolean {
  return items.some((i) => (i.type === 'doc' ? i.path === path : i.type === 'category' && contains(i.items, path)));
}

interface Draw {
  active: string;
  renderLink: LinkRenderer;
  onOpenPending: (() => void) | undefined;
}

function Category({ entry, draw }: { entry: Extract<SidebarEntry, { type: 'category' }>; draw: Draw }) {
  const { active } = draw;
  const holdsActive = contains(entry.items, active);
  const [open, setOpen] = useState(holdsActive || !entry.collapsible);
  // Arriving on a page opens its category; other categories keep whatever the reader chose.
  useEffect(() => {
    if (holdsActive) setOpen(true);
  }, [holdsActive]);
  const id = `cat-${entry.label.replace(/[^A-Za-z0-9]+/g, '-')}`;
  // A closed category draws no list: a page shows dozens (every release-notes minor, every other
  // section's when the whole navigation has arrived), hundreds of links no reader sees until one
  // opens it. Its items, or a wait for them when the page did not inline them, come with the click.
  const list = open ? (
    <ul id={id}>
      {entry.pending ? (
        <li className="sidebar-loading" role="status">
          Loading…
        </li>
      ) : (
        <Items items={entry.items} draw={draw} />
      )}
    </ul>
  ) : null;
  return (
    // Bare markup for the closed ones: a page draws dozens (every release-notes minor), so the
    // stylesheet finds the toggles as `.sidebar button`, and outside a form a button needs no type.
    <li className={open ? 'sidebar-category is-open' : undefined}>
      {entry.collapsible ? (
        <button
          aria-expanded={open}
          aria-controls={list ? id : undefined}
          onClick={() => {
            if (!open && entry.pending) draw.onOpenPending?.();
            setOpen(!open);
          }}
        >
          {entry.label}
        </button>
      ) : (
        <span className="sidebar-category-label">{entry.label}</span>
      )}
      {list}
    </li>
  );
}

type LinkRenderer = (path: string, label: string, current: boolean) => ReactNode;

function Items({ items, draw }: { items: SidebarEntry[]; draw: Draw }) {
  return (
    <>
      {items.map((entry, i) => {
        if (entry.type === 'category') return <Category key={`c${i}${entry.label}`} entry={entry} draw={draw} />;
        if (entry.type === 'link')
          return (
            <li key={`l${i}${entry.href}`} className="sidebar-link">
              <a href={entry.href} target="_blank" rel="noopener noreferrer">
                {entry.label}
                <span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            </li>
          );
        return <li key={`d${i}${entry.path}`}>{draw.renderLink(entry.path, entry.label, entry.path === draw.active)}</li>;
      })}
    </>
  );
}

/** Brings the current page's link into the sidebar's view, without moving the page itself. */
/**
 * Scrolls the sidebar so the current page's link shows, once the browser has laid it out. An
 * observer reads the positions from the browser's own next layout; reading them in a frame forced
 * a style and layout pass of the whole page at load (its cost: see bench/RESULTS.md).
 */
function revealActive(nav: HTMLElement | null): () => void {
  const link = nav?.querySelector<HTMLElement>('a[aria-current="page"]');
  if (!nav || !link || typeof IntersectionObserver === 'undefined') return () => undefined;
  const observer = new IntersectionObserver(
    ([entry]) => {
      observer.disconnect();
      const box = entry?.rootBounds;
      // A sidebar that is not drawn (the phone's closed menu) has nothing to scroll.
      if (!entry || !box || entry.boundingClientRect.height === 0) return;
      const at = entry.boundingClientRect;
      if (at.top < box.top || at.bottom > box.bottom) nav.scrollTop += at.top - box.top - box.height / 3;
    },
    { root: nav },
  );
  observer.observe(link);
  return () => observer.disconnect();
}

/**
 * The docs sidebar; the shell supplies how a doc link is drawn (client navigation), and what to
 * do when a reader opens a category whose items the page did not inline.
 */
export function Sidebar({
  items,
  active,
  renderLink,
  onOpenPending,
}: {
  items: SidebarEntry[];
  active: string;
  renderLink: LinkRenderer;
  onOpenPending?: (() => void) | undefined;
}) {
  const ref = useRef<HTMLElement>(null);
  // After categories open (their effects run first), so the link has its final position.
  useEffect(() => revealActive(ref.current), [active]);
  return (
    <nav className="sidebar" aria-label="Docs sidebar" ref={ref}>
      <ul>
        <Items items={items} draw={{ active, renderLink, onOpenPending }} />
      </ul>
    </nav>
  );
}
