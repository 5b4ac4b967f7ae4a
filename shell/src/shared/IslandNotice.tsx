import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { CloseButton } from '@roo-docs/chrome';

type Stage = 'hidden' | 'region' | 'text' | 'dismissed';

/**
 * Shown after hydration on a page whose section did not load in time: the saved copy stays
 * readable. It hangs under the sticky navbar (rendered into it), so the reader sees it wherever
 * they are on a long page, whatever sits above the navbar, and no content moves; it comes right
 * after the navbar's links in the tab order.
 */
export function IslandNotice() {
  const [stage, setStage] = useState<Stage>('hidden');
  // Never in the server HTML (the page hydrates without it). The live region is in place, empty,
  // before its text arrives, or screen readers may not announce it.
  useEffect(() => setStage('region'), []);
  useEffect(() => {
    if (stage !== 'region') return;
    const timer = setTimeout(() => setStage('text'), 100);
    return () => clearTimeout(timer);
  }, [stage]);
  if (stage === 'hidden' || stage === 'dismissed') return null;
  const notice = (
    <div className="island-notice" role="status">
      {stage === 'text' && (
        <>
          <p>Part of this page could not load; you are reading a saved copy.</p>
          <button type="button" className="island-notice-retry" onClick={() => window.location.reload()}>
            Retry
          </button>
          <CloseButton label="Dismiss this notice" onClick={() => setStage('dismissed')} />
        </>
      )}
    </div>
  );
  const navbar = document.querySelector('.navbar');
  return navbar ? createPortal(notice, navbar) : notice;
}
