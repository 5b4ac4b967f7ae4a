import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { endDevSections } from './activate.ts';
import { DevBadge } from './DevBadge.tsx';
import type { DevSection } from './dev-param.ts';

/**
 * The badge in a root of its own before `#root`, so the page's hydration never sees it. Ending a
 * section reloads the page, which then loads that section's published build.
 */
export function mountDevBadge(sections: DevSection[]): void {
  const host = document.createElement('div');
  host.id = 'dev-sections';
  document.body.prepend(host);
  const end = (section: DevSection['section']) => {
    endDevSections(sections, section);
    location.reload();
  };
  createRoot(host).render(
    <StrictMode>
      <DevBadge sections={sections} onEnd={end} />
    </StrictMode>,
  );
}
