import type { FetchLike } from './fetch-shard.ts';
import type { FromWorker, ToWorker, WorkerLike } from './protocol.ts';

/**
 * The in-page fallback, imported only when first needed: the engine and MiniSearch then stay out
 * of the page's bundle whenever a worker runs. Messages sent before it arrives are queued.
 */
export function createLazyInPagePort(fetchImpl?: FetchLike): WorkerLike {
  const listeners: ((event: MessageEvent<FromWorker>) => void)[] = [];
  const queue: ToWorker[] = [];
  let port: WorkerLike | null = null;
  void import('./in-page.ts').then(({ createInPagePort }) => {
    const ready = createInPagePort(fetchImpl);
    listeners.forEach((l) => ready.addEventListener('message', l));
    queue.splice(0).forEach((m) => ready.postMessage(m));
    port = ready;
  });
  return {
    postMessage(message) {
      if (port) port.postMessage(message);
      else queue.push(message);
    },
    addEventListener(type: 'message' | 'error', listener: (event: MessageEvent<FromWorker>) => void) {
      if (type !== 'message') return;
      if (port) port.addEventListener('message', listener);
      else listeners.push(listener);
    },
  };
}
