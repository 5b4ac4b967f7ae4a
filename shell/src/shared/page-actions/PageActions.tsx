import { useEffect, useState } from 'react';
import { ActionsMenu } from './ActionsMenu.tsx';
import { TwinLink } from './TwinLink.tsx';

/**
 * The page's actions beside its title: Copy page and a menu of other ways to read it. Its code
 * loads after the page is interactive (deferred); until then, and without JavaScript, it is the
 * server's link to the Markdown twin, which the first client render repeats so hydration matches.
 */
export function PageActions({ route }: { route: string }) {
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);
  return live ? <ActionsMenu route={route} /> : <TwinLink route={route} />;
}
