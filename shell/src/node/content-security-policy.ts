import { createHash } from 'node:crypto';
import { isPlainOrigin } from '@roo-docs/schemas/contract';

// Where the page's policy meets the loopback servers: see the contract's loopback-policy.ts.
export { LOOPBACK_SCRIPT_SOURCES, withLoopbackSources } from '@roo-docs/schemas/contract';

const hash = (script: string) => `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;

/** Where posthog-js loads its session recorder from: PostHog Cloud serves it from an assets host. */
export function analyticsOrigins(host: string): string[] {
  let url: URL;
  try {
    url = new URL(host);
  } catch {
    return [];
  }
  const cloud = /^(us|eu)\.i\.posthog\.com$/.exec(url.hostname);
  return cloud ? [url.origin, `${url.protocol}//${cloud[1]}-assets.i.posthog.com`] : [url.origin];
}

/**
 * The page's script policy, as a CSP meta tag: scripts from the site itself, the inline scripts
 * named by their hashes (no 'unsafe-inline', no 'unsafe-eval'), PostHog's hosts only when the
 * shell was built with an analytics key, and the origins the pointer lets serve a local section
 * (`devOrigins`; none by default). Framing rules need a header: the servers send those.
 */
export function cspMeta(inlineScripts: string[], analyticsHost: string | null, devOrigins: readonly string[] = []): string {
  const sources = [
    "'self'",
    ...inlineScripts.map(hash),
    ...(analyticsHost ? analyticsOrigins(analyticsHost) : []),
    // Checked by the pointer's schema; anything else could end the attribute or add a directive.
    ...devOrigins.filter(isPlainOrigin),
  ];
  const policy = `script-src ${sources.join(' ')}; object-src 'none'; base-uri 'self'`;
  return `<meta http-equiv="Content-Security-Policy" content="${policy}">`;
}
