import type { FetchLike } from './fetch-shard.ts';
import { createSearchHost } from './host.ts';
import type { FromWorker, WorkerLike } from './protocol.ts';

// Messages are copied and delivered later, as across a worker boundary, so code that works
// in the page also works with a real worker.
const deliver = <T>(message: T, to: (copy: T) => void) => queueMicrotask(() => to(structuredClone(message)));

/** Runs the search host in the page, for environments without workers (Node tests, old browsers). */
export function createInPagePort(fetchImpl: FetchLike = (url, init) => fetch(url, init)): WorkerLike {
  const listeners = new Set<(event: MessageEvent<FromWorker>) => void>();
  const host = createSearchHost(
    (message) => deliver(message, (data) => listeners.forEach((l) => l({ data } as MessageEvent<FromWorker>))),
    { fetch: fetchImpl },
  );
  return {
    postMessage: (message) => deliver(message, (data) => host.handle(data)),
    addEventListener(type: 'message' | 'error', listener: (event: MessageEvent<FromWorker>) => void) {
      // Running in the page, there is no worker script that could fail to load.
      if (type === 'message') listeners.add(listener);
    },
  };
}
