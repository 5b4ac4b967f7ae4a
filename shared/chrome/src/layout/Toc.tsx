import { useEffect, useState } from 'react';

export interface TocHeading {
  depth: 2 | 3;
  id: string;
  text: string;
}

/** The heading the reader is in: the last one whose top has passed just under the sticky navbar. */
function currentHeading(ids: string[]): string | null {
  // At the very bottom the last sections may never reach the top: the last heading is current.
  const bottom = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
  if (bottom && ids.length) return ids[ids.length - 1]!;
  const line = (parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 72) + 8;
  let current: string | null = null;
  for (const id of ids) {
    const el = document.getElementById(id);
    if (el && el.getBoundingClientRect().top <= line) current = id;
  }
  return current;
}

/** "On this page": h2 and h3 of the current page, following the reader as they scroll. */
export function Toc({ headings }: { headings: TocHeading[] }) {
  const [active, setActive] = useState<string | null>(null);
  const ids = headings.map((h) => h.id).join(' ');
  useEffect(() => {
    const list = ids ? ids.split(' ') : [];
    let frame = 0;
    const update = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setActive(currentHeading(list)));
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [ids]);
  if (!headings.length) return null;
  return (
    <nav className="toc" aria-label="On this page">
      <p className="toc-title">On this page</p>
      <ul>
        {headings.map((h) => (
          <li key={h.id} className={`toc-depth-${h.depth}`}>
            <a
              href={`#${h.id}`}
              className={h.id === active ? 'active' : undefined}
              aria-current={h.id === active ? 'location' : undefined}
            >
              {h.text}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
