import { useRef } from 'react';
import type { TocHeading } from './Toc.tsx';

/**
 * "On this page" for narrow screens, where the side table of contents is hidden: a disclosure
 * under the title that closes once the reader picks a heading.
 */
export function TocMobile({ headings }: { headings: TocHeading[] }) {
  const ref = useRef<HTMLDetailsElement>(null);
  if (!headings.length) return null;
  return (
    <details ref={ref} className="toc-mobile">
      <summary>On this page</summary>
      <ul>
        {headings.map((h) => (
          <li key={h.id} className={`toc-depth-${h.depth}`}>
            <a href={`#${h.id}`} onClick={() => ref.current && (ref.current.open = false)}>
              {h.text}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
