import { BASE_URL_CHECK_SCRIPT } from '../shared/head-scripts/base-url-script.ts';
import { DISMISSAL_SCRIPT } from '../shared/head-scripts/dismissal-script.ts';
import { LATE_STYLES_ID, SITE_DATA_ID, SITE_NAME, SITE_URL, type SiteData } from '../shared/site-data.ts';
import { PAGE_BODY_SCRIPTS } from '@roo-docs/schemas/contract';
import { cspMeta } from './content-security-policy.ts';
import { compactPointer } from '../shared/inline-pointer.ts';
import type { ShellAssets } from './hand-off.ts';
import type { PageMeta } from '../shared/pages.ts';

export interface DocumentInput {
  title: string;
  description: string;
  /** Site path of the page, for the canonical URL; null for the not-found page. */
  path: string | null;
  /** Site path of the page's Markdown twin (a docs page has one; the shell's own pages none). */
  markdown?: string | null;
  body: string;
  site: SiteData;
  assets: ShellAssets;
  /** The page's share image and alternate forms, from its module (none for the shell's own pages). */
  meta?: Pick<PageMeta, 'shareImage' | 'alternates'>;
}

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
// JSON inside <script>: no `</script>` or `<!--` can close or comment it out.
const escapeJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

// Inline, so no request (and no 404) for an icon file on any page.
const FAVICON =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E%3Crect width='32' height='32' rx='7' fill='%231d5fbf'/%3E%3Ctext x='16' y='22' font-size='16' text-anchor='middle' fill='white' font-family='sans-serif'%3ER%3C/text%3E%3C/svg%3E";

/**
 * Applies the saved theme before first paint; dark unless the reader chose otherwise (docs/site-behaviour.md, Where the site lives).
 * Also marks the banners the reader dismissed, so they never flash in (DISMISSAL_SCRIPT).
 */
export const THEME_SCRIPT =
  "(function(){var t='dark';try{var s=localStorage.getItem('theme');if(s==='light'||s==='dark')t=s;else if(s==='system')t=matchMedia('(prefers-color-scheme: light)').matches?'light':'dark'}catch(e){}document.documentElement.setAttribute('data-theme',t);" +
  DISMISSAL_SCRIPT +
  '})()';

const HEAD_SCRIPT = `${THEME_SCRIPT};${BASE_URL_CHECK_SCRIPT}`;
// Analytics is a build-time choice (see rspack-config.ts): its hosts join the policy only then.
// The scripts a page body may carry (a tab group's restore script) are allowed on every page.
const pageCspMeta = (devOrigins?: string[]) =>
  cspMeta([HEAD_SCRIPT, ...PAGE_BODY_SCRIPTS], __POSTHOG_KEY__ ? __POSTHOG_HOST__ : null, devOrigins);
const CSP_META = pageCspMeta();

/** `og:image` and its details, absolute as crawlers require, and the large Twitter/X card it allows. */
function shareImageTags(image: PageMeta['shareImage']): string[] {
  if (!image) return ['<meta name="twitter:card" content="summary">'];
  return [
    `<meta property="og:image" content="${escapeHtml(SITE_URL + image.src)}">`,
    '<meta property="og:image:type" content="image/png">',
    `<meta property="og:image:width" content="${image.width}">`,
    `<meta property="og:image:height" content="${image.height}">`,
    `<meta property="og:image:alt" content="${escapeHtml(image.alt)}">`,
    '<meta name="twitter:card" content="summary_large_image">',
    `<meta name="twitter:image:alt" content="${escapeHtml(image.alt)}">`,
  ];
}

/** The full HTML of a prerendered page. */
export function htmlDocument(input: DocumentInput): string {
  const fullTitle = input.path === '/' ? SITE_NAME : `${input.title} | ${SITE_NAME}`;
  const canonical = input.path ? `${SITE_URL}${input.path}` : null;
  const head = [
    '<meta charset="utf-8">',
    // First, so it governs every script after it.
    input.site.remotes.devOrigins?.length ? pageCspMeta(input.site.remotes.devOrigins) : CSP_META,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<link rel="icon" href="${FAVICON}">`,
    `<title>${escapeHtml(fullTitle)}</title>`,
    `<meta name="description" content="${escapeHtml(input.description)}">`,
    canonical ? `<link rel="canonical" href="${escapeHtml(canonical)}">` : '<meta name="robots" content="noindex">',
    `<meta property="og:title" content="${escapeHtml(fullTitle)}">`,
    `<meta property="og:description" content="${escapeHtml(input.description)}">`,
    canonical ? `<meta property="og:url" content="${escapeHtml(canonical)}">` : '',
    // One locale today; the alternates tell search engines so, as the locale switcher does readers.
    canonical ? `<link rel="alternate" href="${escapeHtml(canonical)}" hreflang="en">` : '',
    canonical ? `<link rel="alternate" href="${escapeHtml(canonical)}" hreflang="x-default">` : '',
    // The same page as Markdown, for tools and agents (also the page URL with Accept: text/markdown).
    input.markdown ? `<link rel="alternate" type="text/markdown" href="${escapeHtml(input.markdown)}">` : '',
    `<meta property="og:site_name" content="${SITE_NAME}">`,
    '<meta property="og:type" content="website">',
    '<meta property="og:locale" content="en">',
    ...shareImageTags(input.meta?.shareImage),
    ...(input.meta?.alternates ?? []).map(
      (a) => `<link rel="alternate" type="${escapeHtml(a.type)}" href="${escapeHtml(a.href)}" title="${escapeHtml(a.title)}">`,
    ),
    `<script>${HEAD_SCRIPT}</script>`,
    ...input.assets.styles.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`),
    // Readers without JavaScript get them at once; the shell inserts the same links when interactive.
    input.assets.lateStyles?.length
      ? `<noscript id="${LATE_STYLES_ID}">${input.assets.lateStyles.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`).join('')}</noscript>`
      : '',
    ...input.assets.scripts.map((src) => `<script defer src="${escapeHtml(src)}"></script>`),
  ].filter(Boolean);
  return [
    '<!doctype html>',
    '<html lang="en" dir="ltr" data-theme="dark">',
    `<head>${head.join('')}</head>`,
    `<body><div id="root">${input.body}</div>`,
    `<script type="application/json" id="${SITE_DATA_ID}">${escapeJson({ ...input.site, remotes: compactPointer(input.site.remotes) })}</script>`,
    '</body></html>',
    '',
  ].join('\n');
}
