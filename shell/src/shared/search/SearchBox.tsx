import { Suspense } from 'react';
import { deferred } from '../deferred.tsx';
import { useFocusShortcut } from './focus-shortcut.ts';

// The combobox, its keys and suggestions load once the page is interactive (a tenth of the
// shell's first-visit code); its server HTML, the same input, stands until then.
const SearchCombobox = deferred(() => import('./SearchCombobox.tsx').then((m) => m.SearchCombobox));

/**
 * What stands in for the box if React must draw it before its code has arrived (a navigation in
 * those few milliseconds): the same input and place, so nothing moves.
 */
function WaitingBox() {
  return (
    <div className="search-box" role="search" aria-label="Site search">
      <span className="search-icon icon icon-search" aria-hidden="true" />
      <input type="search" aria-label="Search the docs" placeholder="Search docs (Ctrl+K)" autoComplete="off" maxLength={200} />
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
