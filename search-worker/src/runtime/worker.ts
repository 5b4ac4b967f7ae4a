import { createSearchHost, type SearchHostOptions } from './host.ts';
import { parseToWorker } from './protocol.ts';

/** The parts of a worker's global scope the search worker uses (a fake one in tests). */
export interface WorkerScope {
  location: { origin: string };
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}

/**
 * Whether a message may be trusted. Messages to a dedicated worker come only from the page that
 * created it, and browsers give them an empty `origin`; a non-empty one (a shared worker's port,
 * or a forwarded event) must be the worker's own origin (a disallowed origin is warned about).
 */
export function isAllowedOrigin(eventOrigin: string | undefined, ownOrigin: string): boolean {
  return !eventOrigin || eventOrigin === ownOrigin;
}

/** Wires the search host to a worker scope: validated messages in, state and results out. */
export function installSearchWorker(scope: WorkerScope, options: Partial<SearchHostOptions> = {}): void {
  const host = createSearchHost((message) => scope.postMessage(message), {
    fetch: options.fetch ?? ((url, init) => fetch(url, init)),
    origin: options.origin ?? scope.location.origin,
  });
  scope.addEventListener('message', (event) => {
    if (!isAllowedOrigin(event.origin, scope.location.origin)) {
      console.warn(`Search worker: ignored a message from disallowed origin ${event.origin}`);
      return;
    }
    const message = parseToWorker(event.data);
    if (!message) {
      console.warn('Search worker: ignored a malformed message', event.data);
      return;
    }
    host.handle(message);
  });
}

// Started as a worker (not imported by tests or the page): serve this worker's own scope.
const WorkerScopeClass = (globalThis as { WorkerGlobalScope?: abstract new () => unknown }).WorkerGlobalScope;
if (WorkerScopeClass && globalThis instanceof WorkerScopeClass) installSearchWorker(globalThis as unknown as WorkerScope);
