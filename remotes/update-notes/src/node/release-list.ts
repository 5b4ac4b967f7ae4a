import { markdownPathOf, type ReleaseChangeGroup, type ReleaseList } from '@roo-docs/schemas/contract';
import { CREDITS, plainText } from './catch-up-data.ts';
import type { Entry } from './entry-schema.ts';
import { compareVersions, routeOfVersion } from './version.ts';

/**
 * A body's changes by `##` group: each `###` heading and each top-level bullet, as plain text
 * without its credits. Code blocks and tables are details, left to the page.
 */
export function changeGroups(body: string): ReleaseChangeGroup[] {
  const groups: ReleaseChangeGroup[] = [];
  let fence = false;
  for (const line of body.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fence = !fence;
    if (fence) continue;
    const group = /^## (.+)$/.exec(line)?.[1];
    if (group) groups.push({ group: plainText(group), changes: [] });
    const change = /^### (.+)$/.exec(line)?.[1] ?? /^[-*] (.+)$/.exec(line)?.[1];
    const text = change && plainText(change.replace(CREDITS, ''));
    if (text && groups.length) groups[groups.length - 1]!.changes.push(text);
  }
  return groups;
}

/** `/update-notes/releases.json`: the dated and undated patch releases, newest first. */
export function releaseList(entries: readonly Entry[]): ReleaseList {
  const releases = entries
    .filter((e) => e.kind === 'patch')
    .sort((a, b) => compareVersions(b.version, a.version))
    .map((e) => ({
      version: e.version,
      ...(e.date ? { date: e.date } : {}),
      summary: e.summary,
      impact: e.impact!,
      highlights: e.highlights.map(plainText),
      actions: (e.actions ?? []).map(plainText),
      groups: changeGroups(e.body),
      page: routeOfVersion(e.version),
      markdown: markdownPathOf(routeOfVersion(e.version)),
    }));
  return { schemaVersion: 1, releases };
}
