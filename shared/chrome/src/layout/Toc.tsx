export interface TocHeading {
  depth: 2 | 3;
  id: string;
  text: string;
}

/** "On this page": h2 and h3 of the current page. */
export function Toc({ headings }: { headings: TocHeading[] }) {
  if (!headings.length) return null;
  return (
    <nav className="toc" aria-label="On this page">
      <p className="toc-title">On this page</p>
      <ul>
        {headings.map((h) => (
          <li key={h.id} className={`toc-depth-${h.depth}`}>
            <a href={`#${h.id}`}>{h.text}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
