import { MAX_FILE_BYTES, type SiteReader } from './site-reader.ts';

/** How long one file may take, headers and body. */
export const FETCH_TIMEOUT_MS = 15_000;

/**
 * A site served over HTTP(S). Redirects are not followed (the files read have fixed names, and a
 * redirect could lead off the site); the body is read up to {@link MAX_FILE_BYTES}. Links point at
 * `linksTo` when given (an edge read on its loopback address serves a public site).
 */
export function urlReader(base: string, linksTo?: string): SiteReader {
  const site = new URL(base);
  if (site.protocol !== 'http:' && site.protocol !== 'https:') throw new Error(`--site ${base}: only http and https URLs`);
  const siteUrl = `${site.origin}${site.pathname.replace(/\/+$/, '')}`;
  return {
    siteUrl: linksTo?.replace(/\/+$/, '') ?? siteUrl,
    describe: siteUrl,
    async read(path, { ifTag } = {}) {
      const url = `${siteUrl}${path}`;
      const response = await fetch(url, {
        redirect: 'manual',
        signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
        headers: ifTag ? { 'if-none-match': ifTag } : {},
      });
      if (response.status === 304) return 'unchanged';
      if (response.status === 404 || (response.status >= 300 && response.status < 400)) {
        await response.body?.cancel();
        return null;
      }
      if (!response.ok) throw new Error(`HTTP ${response.status} reading ${url}`);
      const length = Number(response.headers.get('content-length') ?? 0);
      if (length > MAX_FILE_BYTES) throw new Error(`${url} is ${length} bytes; the server reads at most ${MAX_FILE_BYTES}`);
      const bytes = new Uint8Array(await response.arrayBuffer());
      if (bytes.length > MAX_FILE_BYTES) throw new Error(`${url} is over ${MAX_FILE_BYTES} bytes`);
      return { bytes, tag: response.headers.get('etag') ?? `${bytes.length}-${Date.now()}` };
    },
  };
}
