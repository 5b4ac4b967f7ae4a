import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

const TIMEOUT_MS = 10_000;
const RETRIES = 2;

/** sha256 of each manifest we trust, from the validated `/remotes.json`. */
export const expectedManifestHashes = new Map<string, string>();

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

async function fetchWithTimeout(url: string, init: RequestInit | undefined): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new Error(`Timed out after ${TIMEOUT_MS} ms: ${url}`)), TIMEOUT_MS);
  try {
    return await fetch(url, { ...init, signal: controller.signal });
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Manifest fetches get a timeout, bounded retries and an integrity check against the hash in
 * `/remotes.json`: a torn or swapped manifest is a failed remote, never trusted.
 */
export function failurePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'roo-docs:failure',
    async fetch(url, init) {
      const path = new URL(url, location.href).pathname;
      let lastError: unknown;
      for (let attempt = 0; attempt <= RETRIES; attempt++) {
        try {
          const res = await fetchWithTimeout(url, init);
          if (!res.ok) throw new Error(`HTTP ${res.status} for ${path}`);
          const expected = expectedManifestHashes.get(path);
          if (!expected) return res;
          const text = await res.text();
          if ((await sha256(text)) !== expected) throw new Error(`Manifest ${path} does not match its published hash`);
          return new Response(text, { status: 200, headers: { 'content-type': 'application/json' } });
        } catch (error) {
          lastError = error;
          if (attempt < RETRIES) await new Promise((r) => setTimeout(r, 200 * 2 ** attempt));
        }
      }
      throw new Error(`Could not load ${path}`, { cause: lastError });
    },
    errorLoadRemote({ id, error }) {
      throw new Error(`Could not load section module ${id}`, { cause: error });
    },
  };
}
