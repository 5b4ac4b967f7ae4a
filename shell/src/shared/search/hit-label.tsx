import type { SearchHit } from '@roo-docs/search-worker/client';

/** A hit as readers scan it: the heading, where it sits, and the words around the match. */
export function HitLabel({ hit }: { hit: SearchHit }) {
  return (
    <>
      <span className="hit-title">{hit.title}</span>
      {hit.parents.length ? <span className="hit-path">{hit.parents.join(' › ')}</span> : null}
      {hit.snippet ? <span className="hit-snippet">{hit.snippet}</span> : null}
    </>
  );
}
