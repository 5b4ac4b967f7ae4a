import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { loadBounds, LoadTimeoutError } from './load-bounds.ts';
import { sha256 } from './sha256.ts';

const RETRIES = 2;

/** sha256 of each manifest we trust, from the validated `/remotes.json`. */
export const expectedManifestHashes = new Map<string, string>();

/**
 * One attempt: the response must start within the first-byte bound and its body arrive within
 * another, or the request is aborted (a stalled body after quick headers is a stall too).
 */
async function fetchBounded(url: string, path: string, init: RequestInit | undefined): Promise<{ res: Response; text: string }> {
  const { firstByteMs } = loadBounds();
  const controller = new AbortController();
  const arm = (stage: string) =>
    setTimeout(() => controller.abort(new LoadTimeoutError(`No ${stage} of ${path} within ${firstByteMs} ms`)), firstByteMs);
  let timer = arm('answer');
  try {
    const res = await fetch(url, { ...init, signal: controller.signal });
    clearTimeout(timer);
    timer = arm('body');
    return { res, text: res.ok ? await res.text() : '' };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Manifest fetches get a first-byte bound, bounded retries and an integrity check
 * against the hash in `/remotes.json`: a torn or swapped manifest is a failed remote, never
 * trusted. The remoteEntry script gets the same bound and one more try. Chunks are loaded by the
 * section's own runtime, out of this plugin's reach: the page load as a whole is bounded in boot.
 */
export function failurePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'roo-docs:failure',
    async fetch(url, init) {
      const path = new URL(url, location.href).pathname;
      let lastError: unknown;
      for (let attempt = 0; attempt <= RETRIES; attempt++) {
        try {
          const { res, text } = await fetchBounded(url, path, init);
          if (!res.ok) throw new Error(`HTTP ${res.status} for ${path}`);
          const expected = expectedManifestHashes.get(path);
          if (expected && (await sha256(text)) !== expected)
            throw new Error(`Manifest ${path} does not match its published hash`);
          const type = res.headers.get('content-type') ?? 'application/json';
          return new Response(text, { status: res.status, headers: { 'content-type': type } });
        } catch (error) {
          lastError = error;
          // A server that let a whole bound pass will not answer a second ask sooner, and the
          // reader has already waited that long: only quick failures are tried again.
          if (error instanceof LoadTimeoutError || controllerTimedOut(error)) break;
          if (attempt < RETRIES) await new Promise((r) => setTimeout(r, 200 * 2 ** attempt));
        }
      }
      throw new Error(`Could not load ${path}`, { cause: lastError });
    },
    createScript({ url }) {
      // Returning our own element replaces the runtime's attributes, so it keeps its priority here.
      const script = document.createElement('script');
      script.src = url;
      script.fetchPriority = 'high';
      return { script, timeout: loadBounds().firstByteMs };
    },
    loadEntryError({ getRemoteEntry, origin, remoteInfo, globalLoading, uniqueKey }) {
      // The failed attempt is still registered as loading; without this the retry would wait on it.
      delete globalLoading[uniqueKey];
      const retry = getRemoteEntry({ origin, remoteInfo }).then((exports) => exports || undefined);
      // The hook's declared type nests one promise more than the runtime, which awaits this once.
      return retry as never;
    },
    errorLoadRemote({ id, error }) {
      throw new Error(`Could not load section module ${id}`, { cause: error });
    },
  };
}

// fetch rejects with the abort reason, but some engines wrap it in an AbortError.
function controllerTimedOut(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}
