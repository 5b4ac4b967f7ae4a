import type { RemotesPointer, SectionName } from '@roo-docs/schemas/contract';
import { activateDevSections } from './activate.ts';
import { markForServer } from './dev-store.ts';
import { setDevEntries } from './entries.ts';
import { mountDevBadge } from './mount-badge.tsx';

/**
 * Reads this page's local sections, points the federation runtime at them and shows the badge.
 * The `dev` parameter leaves the address bar (the tab remembers it), so a reload after ending a
 * section does not start it again. Returns the sections taken locally.
 */
export function startDevSections(pointer: RemotesPointer): Set<SectionName> {
  const { sections, cleanUrl } = activateDevSections(location.href, pointer.devOrigins);
  if (cleanUrl) history.replaceState(history.state, '', cleanUrl);
  setDevEntries(sections);
  if (sections.length) {
    markForServer();
    mountDevBadge(sections);
  }
  return new Set(sections.map((s) => s.section));
}
