import { useEffect, useState } from 'react';
import { DEV_PAGE_EVENT } from '@roo-docs/schemas/contract';

/**
 * How many times the dev server replaced this page's MDX: a component that reads it renders again
 * (title, contents and body follow an edit) and may start over after a crash. Only the shell's
 * development build listens; in the others it stays 0.
 */
export const useDevPageVersion: (path: string) => number = __DEV_SERVER__ ? useReplacedPage : () => 0;

function useReplacedPage(path: string): number {
  const [version, setVersion] = useState(0);
  useEffect(() => {
    const onUpdate = (event: Event) => {
      if ((event as CustomEvent<string>).detail === path) setVersion((v) => v + 1);
    };
    addEventListener(DEV_PAGE_EVENT, onUpdate);
    return () => removeEventListener(DEV_PAGE_EVENT, onUpdate);
  }, [path]);
  return version;
}
