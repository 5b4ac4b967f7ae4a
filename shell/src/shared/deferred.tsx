import { lazy, type ComponentType } from 'react';

let open: () => void = () => {};
const gate = new Promise<void>((resolve) => (open = resolve));

/** Called by the browser boot once the page is interactive: deferred chrome may load from then on. */
export function openDeferredGate(): void {
  open();
}

/**
 * A component whose code the page does not need to become interactive. Put it inside a
 * `<Suspense>`: the prerender waits for it, while in the browser its boundary keeps the server
 * HTML until the page is hydrated and the code has arrived, then hydrates in place. Only for
 * parts that read no context which changes (location, navigation): an update reaching a boundary
 * still waiting for its code would make React render it afresh.
 */
export function deferred<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => {
    if (typeof window !== 'undefined') await gate;
    return { default: await load() };
  });
}
