import { createHash } from 'node:crypto';
import { isPlainOrigin } from '@roo-docs/schemas/contract';

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

/**
 * What a page served to a loopback address adds to its script policy, so a section from a
 * writer's server on this machine (`?dev=`) may run. Any port: the writer picks it. A policy
 * cannot name `[::1]` (browsers drop bracketed sources as invalid, with a console error) and
 * matches no IP address but 127.0.0.1, so these two are all a policy can allow.
 */
export const LOOPBACK_SCRIPT_SOURCES = ['http://127.0.0.1:*', 'http://localhost:*'] as const;

const POLICY_START = `<meta http-equiv="Content-Security-Policy" content="script-src 'self'`;

/**
 * The page as a loopback server sends it: its script policy also allows loopback origins. Only
 * the policy tag at the head of the document is touched; the page's text never is.
 */
export function withLoopbackSources(html: string): string {
  const at = html.indexOf(POLICY_START);
  if (at < 0 || at > html.indexOf('</head>')) return html;
  const end = at + POLICY_START.length;
  return `${html.slice(0, end)} ${LOOPBACK_SCRIPT_SOURCES.join(' ')}${html.slice(end)}`;
}
