import { SITE_DATA_ID } from '../../shell/src/shared/site-data.ts';

/**
 * The builds of `section` a published page names: the one its inlined pointer points at (compact
 * `[buildId, …hashes]` or a whole section pointer) and any `/_mf/<section>/<id>/` URL in its HTML
 * (preload hints). A page prerendered against one build names exactly one.
 */
export function sectionBuildsNamed(html: string, section: string): string[] {
  const ids = new Set<string>();
  for (const m of html.matchAll(new RegExp(`/_mf/${section}/([a-f0-9]+)/`, 'g'))) ids.add(m[1]!);
  const data = html.match(new RegExp(`<script type="application/json" id="${SITE_DATA_ID}">([^<]*)</script>`))?.[1];
  if (data) {
    const entry = (JSON.parse(data) as { remotes?: { sections?: Record<string, unknown> } }).remotes?.sections?.[section];
    if (Array.isArray(entry)) ids.add(String(entry[0]));
    else if (entry && typeof entry === 'object' && 'buildId' in entry) ids.add(String(entry.buildId));
  }
  return [...ids];
}
