import { Suspense, useLayoutEffect, useRef } from 'react';
import { deferred } from '../deferred.tsx';
import { useFocusShortcut } from './focus-shortcut.ts';
import { keepWaitingState } from './waiting-state.ts';

// The combobox, its keys and suggestions load once the page is interactive (a tenth of the
// shell's first-visit code); its server HTML, the same input, stands until then.
const SearchCombobox = deferred(() => import('./SearchCombobox.tsx').then((m) => m.SearchCombobox));

/**
 * What stands in for the box if React must draw it before its code has arrived (a page without
 * server HTML, as the dev server sends, or a navigation in those few milliseconds): the same input
 * and place, so nothing moves; its focus and text pass to the combobox that replaces it.
 */
function WaitingBox() {
  const input = useRef<HTMLInputElement>(null);
  // A layout effect's cleanup runs before React removes the input.
  useLayoutEffect(() => {
    const el = input.current;
    return () => keepWaitingState(el);
  }, []);
  return (
    <div className="search-box" role="search" aria-label="Site search">
      <span className="search-icon icon icon-search" aria-hidden="true" />
      <input
        ref={input}
        type="search"
        aria-label="Search the docs"
        placeholder="Search docs (Ctrl+K)"
        autoComplete="off"
        maxLength={200}
      />
    </div>
  );
}

/** The navbar search box (WAI-ARIA combobox); Ctrl/Cmd+K focuses it. */
export function SearchBox() {
  useFocusShortcut();
  return (
    <Suspense fallback={<WaitingBox />}>
      <SearchCombobox />
    </Suspense>
  );
}
