import { trimSiteData } from '../shared/trim-nav.ts';
import type { DocumentKeyInput } from './hand-off.ts';

/**
 * Everything renderDocument draws a document from besides the page module, as one string. The
 * pointer and the sections' build ids are left out: a document only prints them (the inlined
 * pointer, each section's navigation), so a copy rendered under other builds differs from a new
 * render in exactly those strings, and deploy swaps them instead of rendering again.
 */
export function documentKey(input: DocumentKeyInput): string {
  const { remotes: _pointer, ...site } = trimSiteData(input.site);
  const nav = Object.fromEntries(Object.entries(site.nav).map(([section, n]) => [section, n && { ...n, buildId: '' }]));
  return JSON.stringify([input.page?.path ?? null, input.shellPage ?? null, input.assets, { ...site, nav }]);
}
