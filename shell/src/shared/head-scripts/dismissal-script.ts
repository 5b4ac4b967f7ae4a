import { ANNOUNCEMENT, ANNOUNCEMENT_ID, TEAMS_BANNER } from '@roo-docs/chrome';

const q = (s: string) => JSON.stringify(s);

/**
 * Head-script statement (runs before first paint, inside the theme script's function): marks
 * <html> for each banner the reader dismissed, so the prerendered banner is hidden by CSS
 * instead of flashing until the app hydrates. The announcement counts only if the stored id is
 * the current one. Storage errors leave both banners visible. Kept out of the browser bundle:
 * only the prerender needs it.
 */
export const DISMISSAL_SCRIPT =
  `try{var d=document.documentElement,l=localStorage;` +
  `if(l.getItem(${q(TEAMS_BANNER.key)})===${q(TEAMS_BANNER.stored)})d.setAttribute(${q(TEAMS_BANNER.attribute)},${q(TEAMS_BANNER.attributeValue)});` +
  `var a=JSON.parse(l.getItem(${q(ANNOUNCEMENT.key)})||'null');` +
  `if(a&&a.id===${q(ANNOUNCEMENT_ID)})d.setAttribute(${q(ANNOUNCEMENT.attribute)},a.id)}catch(e){}`;
