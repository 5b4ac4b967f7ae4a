import { RELEASE_LIST_PATH, type ReleaseListEntry } from '@roo-docs/schemas/contract';
import { releaseListSchema } from '@roo-docs/schemas/site';
import type { DocsSite } from '../site/docs-site.ts';
import { buildKey } from '../site/docs-site.ts';
import { RefusedInput } from '../site/site-path.ts';

/** `3.28`, `v3.28.17`: a version as readers write one. */
export const VERSION_PATTERN = /^v?\d{1,4}(\.\d{1,4}){0,2}$/;

/** `v3.28` → [3, 28, 0]; a missing part counts as 0 (3.28 is the series' first release). */
export function versionParts(version: string): [number, number, number] {
  if (!VERSION_PATTERN.test(version.trim())) throw new RefusedInput(`'${version}' is not a version such as 3.28.16`);
  const [a = 0, b = 0, c = 0] = version.trim().replace(/^v/i, '').split('.').map(Number);
  return [a, b, c];
}

export function compareVersions(a: string, b: string): number {
  const x = versionParts(a);
  const y = versionParts(b);
  return x[0] - y[0] || x[1] - y[1] || x[2] - y[2];
}

/** Releases after `since` and up to `until` (inclusive), newest first. */
export function releasesBetween(releases: readonly ReleaseListEntry[], since: string, until?: string): ReleaseListEntry[] {
  versionParts(since);
  if (until !== undefined && compareVersions(until, since) < 0)
    throw new RefusedInput(`until_version ${until} is before since_version ${since}`);
  return releases
    .filter((r) => compareVersions(r.version, since) > 0 && (until === undefined || compareVersions(r.version, until) <= 0))
    .sort((a, b) => compareVersions(b.version, a.version));
}

/** `whats_new`'s data: the live release list (parsed once per update-notes build). */
export async function liveReleases(site: DocsSite): Promise<ReleaseListEntry[]> {
  const { sections } = await site.live();
  const notes = sections.find((s) => s.section === 'update-notes');
  if (!notes) throw new Error('This site has no release notes section live');
  const list = await site.json(RELEASE_LIST_PATH, buildKey(notes.section, notes.buildId), (raw) => releaseListSchema.parse(raw));
  return list.releases;
}

/** One release as text: what to know first (highlights, actions), then every group of changes. */
export function releaseText(r: ReleaseListEntry, siteUrl: string): string {
  const lines = [
    `## Roo Code ${r.version}${r.date ? ` (${r.date})` : ''}`,
    '',
    r.summary,
    '',
    `Impact: ${r.impact}`,
    `Page: ${siteUrl}${r.page}`,
  ];
  lines.push('', 'Highlights:', ...r.highlights.map((h) => `- ${h}`));
  if (r.actions.length) lines.push('', 'After updating:', ...r.actions.map((a) => `- ${a}`));
  for (const g of r.groups) lines.push('', `${g.group}:`, ...g.changes.map((c) => `- ${c}`));
  return lines.join('\n');
}
