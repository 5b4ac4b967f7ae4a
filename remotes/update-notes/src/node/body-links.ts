/**
 * URL schemes a link in an entry may not use: `javascript:` and `vbscript:` run code when the link
 * is followed, and `data:` opens a document of its own that the site never published (a phishing
 * page, a script). Release notes only ever link to pages.
 */
const REFUSED = new Map([
  ['javascript:', 'runs script when followed'],
  ['vbscript:', 'runs script when followed'],
  ['data:', 'opens a document the site does not publish'],
]);

/**
 * Whether a body may hold a link with one of those schemes, before parsing it: a link or definition
 * (`](`, `]:`) together with a scheme's name (browsers drop tabs and line breaks inside a URL) or a
 * character reference (`&#106;avascript:`), which Markdown decodes in link destinations.
 */
export function mayHoldRefusedLink(body: string): boolean {
  if (!/\]\(|\]:/.test(body)) return false;
  return body.includes('&') || /(?:javascript|vbscript|data):/i.test(body.replace(/[\t\n\r]/g, ''));
}

/** The scheme a browser gives `url` (lower case, with its colon), as the WHATWG URL parser reads it. */
function schemeOf(url: string): string | null {
  try {
    // A base makes relative links parse as such; the site's own host is never what decides.
    return new URL(url, 'https://release-notes.invalid/').protocol;
  } catch {
    return null;
  }
}

/** The problem with a link, image or definition's URL (`where` starts the line), or null. */
export function linkProblem(kind: string, url: string, where: string): string | null {
  const scheme = schemeOf(url);
  const reason = scheme && REFUSED.get(scheme);
  if (!reason) return null;
  const what = kind === 'image' ? 'an image' : kind === 'definition' ? 'a link definition' : 'a link';
  return `${where}: ${what} to a ${scheme} URL is not allowed in an entry (it ${reason}); link to an https:// page`;
}
