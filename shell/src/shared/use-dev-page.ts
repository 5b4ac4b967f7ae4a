import { useEffect, useState } from 'react';

/**
 * Events a section's development build fires (shared/section-build's route-table/dev-modules.ts) when a page's
 * MDX or its route table was replaced in place; a published build never fires them.
 */
export const DEV_PAGE_EVENT = 'roo:dev-page';
export const DEV_ROUTES_EVENT = 'roo:dev-routes';

/**
 * Renders again when the dev server replaced this page's MDX, so title, contents and body follow
 * an edit. Only the shell's development build listens; in the others this is a no-op.
 */
export const useDevPageUpdates: (path: string) => void = __DEV_SERVER__ ? useReplacedPage : () => {};

function useReplacedPage(path: string): void {
  const [, setVersion] = useState(0);
  useEffect(() => {
    const onUpdate = (event: Event) => {
      if ((event as CustomEvent<string>).detail === path) setVersion((v) => v + 1);
    };
    addEventListener(DEV_PAGE_EVENT, onUpdate);
    return () => removeEventListener(DEV_PAGE_EVENT, onUpdate);
  }, [path]);
}
