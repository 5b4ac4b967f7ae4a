import { SITE_BASE_URL } from '@roo-docs/schemas/config';
import { SITE_DATA_ID } from '../site-data.ts';

/** Set by the shell's entry script when it starts; its absence at `load` means it never ran. */
export const SHELL_STARTED = '__rooDocsShellStarted';
export const BASE_URL_BANNER_ID = 'base-url-banner';

const q = (s: string) => JSON.stringify(s);

/**
 * Inline head script: once the page has loaded, if the shell's script never ran and the page's
 * address has a prefix in front of the route it was rendered for, the site is being served from
 * a folder it was not built for (its `/_shell/…` files all 404). A red banner then says so and
 * suggests the base URL that would work. Styled inline: the stylesheet failed to load as well.
 * The page's content is prerendered, so it stays readable under the banner.
 */
export const BASE_URL_CHECK_SCRIPT =
  `addEventListener('load',function(){try{if(window[${q(SHELL_STARTED)}])return;` +
  `var d=JSON.parse(document.getElementById(${q(SITE_DATA_ID)}).textContent),r=d.renderedPath,p=location.pathname;` +
  `if(!r)return;var t=function(s){return s.slice(-1)==='/'?s.slice(0,-1):s};` +
  `var a=t(p),b=t(r);if(a.length<=b.length||a.slice(a.length-b.length)!==b)return;` +
  `var s=a.slice(0,a.length-b.length)+'/';if(s===${q(SITE_BASE_URL)})return;` +
  `var e=document.createElement('div');e.id=${q(BASE_URL_BANNER_ID)};e.setAttribute('role','alert');` +
  `e.style.cssText='background:#b42318;color:#fff;padding:12px 16px;font:16px/1.5 system-ui,sans-serif';` +
  `e.textContent='This site did not load properly. It is built for the base URL '+${q(SITE_BASE_URL)}+` +
  `' but is served from '+s+'. A common cause is a wrong base URL: we suggest setting it to '+s+' and building again.';` +
  `document.body.insertBefore(e,document.body.firstChild)}catch(x){}});`;
