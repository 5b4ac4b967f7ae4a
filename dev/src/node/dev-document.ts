import type { SiteData } from '@roo-docs/shell/node';

/** The shell's files for a page, as site paths. */
export interface ShellFiles {
  scripts: string[];
  styles: string[];
  lateStyles: string[];
}

const SITE_DATA_ID = '__site-data';
const LATE_STYLES_ID = '__late-styles';

// JSON inside <script>: nothing in it may close the element.
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
const attr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

// The reader's saved theme before first paint, as published pages do.
const THEME =
  "(function(){var t='dark';try{var s=localStorage.getItem('theme');if(s==='light'||s==='dark')t=s;else if(s==='system')t=matchMedia('(prefers-color-scheme: light)').matches?'light':'dark'}catch(e){}document.documentElement.setAttribute('data-theme',t)})()";

/**
 * Every page of the dev server: no prerendered body (the shell renders it, so an edit never waits
 * for a prerender), the full navigation inlined, and no content policy (hot updates come over a
 * websocket from each section's own port).
 */
export function devDocument(site: SiteData, shell: ShellFiles): string {
  const link = (href: string) => `<link rel="stylesheet" href="${attr(href)}">`;
  const head = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex">',
    '<link rel="icon" href="data:,">',
    '<title>Roo Code Documentation (writing preview)</title>',
    `<script>${THEME}</script>`,
    ...shell.styles.map(link),
    `<noscript id="${LATE_STYLES_ID}">${shell.lateStyles.map(link).join('')}</noscript>`,
    ...shell.scripts.map((src) => `<script defer src="${attr(src)}"></script>`),
  ];
  return [
    '<!doctype html>',
    '<html lang="en" dir="ltr" data-theme="dark">',
    `<head>${head.join('')}</head>`,
    '<body><div id="root"></div>',
    `<script type="application/json" id="${SITE_DATA_ID}">${scriptJson(site)}</script>`,
    '</body></html>',
    '',
  ].join('\n');
}
