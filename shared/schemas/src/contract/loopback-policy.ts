// Pure string work shared by the shell (which writes the policy tag) and the servers (which widen it
// for a writer's loopback browser): no Node or browser APIs, so both may import it.

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
