import type { MissingSection } from '@roo-docs/search-worker/client';
// Its own module: importing a value from the client would bring the whole client into the first visit.
import { sectionLabel } from '@roo-docs/schemas/contract';
import { missingText } from './missing-text.ts';

/**
 * Names the sections a search could not cover. The live region is always in the page, empty when
 * nothing is missing, so assistive technology announces the text when it appears. A polite live
 * region rather than role=status: the results count is the page's status.
 */
export function MissingNotice({ missing }: { missing: readonly MissingSection[] }) {
  return (
    <p className="search-missing" aria-live="polite" aria-atomic="true">
      {missingText(missing, (m) => sectionLabel(m.section))}
    </p>
  );
}
