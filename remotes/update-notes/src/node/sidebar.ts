import type { Entry } from './entry-schema.ts';
import { compareVersions, routeOfVersion, seriesOf } from './version.ts';

interface Doc {
  type: 'doc';
  path: string;
  label?: string;
}
interface Category {
  type: 'category';
  label: string;
  items: Item[];
  [key: string]: unknown;
}
type Item = Doc | Category | { type: 'link'; [key: string]: unknown };
type Top = { order: number; item: Item };

function docOf(e: Entry): Doc {
  return { type: 'doc', path: routeOfVersion(e.version), label: e.kind === 'series' ? `${e.version} Combined` : e.version };
}

/**
 * The sidebar: the section's `sidebar.json` (the reference order, which is not uniform across old
 * series) plus every entry it does not list yet. A new version goes to the top of its series,
 * after the series summary; a new series goes above the older ones. Unwritten versions are
 * dropped later by the build, like any missing page.
 */
export function buildSidebar(base: Top[], entries: Entry[]): Top[] {
  const out: Top[] = structuredClone(base);
  const root = out.find((t) => t.item.type === 'category')?.item as Category | undefined;
  if (!root) throw new Error('remotes/update-notes/sidebar.json: no top-level category to list versions in');
  const listed = new Set<string>();
  const walk = (i: Item) => {
    if (i.type === 'doc') listed.add(i.path);
    if (i.type === 'category') i.items.forEach(walk);
  };
  walk(root);
  const missing = entries.filter((e) => !listed.has(routeOfVersion(e.version)));
  for (const e of missing.sort((a, b) => compareVersions(a.version, b.version))) {
    const name = seriesOf(e.version);
    let cat = root.items.find((i): i is Category => i.type === 'category' && i.label === name);
    if (!cat) {
      cat = { type: 'category', label: name, items: [] };
      const at = root.items.findIndex((i) => i.type === 'category' && compareVersions(i.label, name) < 0);
      root.items.splice(at < 0 ? root.items.length : at, 0, cat);
    }
    const summaryFirst = cat.items[0]?.type === 'doc' && cat.items[0].path === routeOfVersion(name);
    cat.items.splice(e.kind === 'series' || !summaryFirst ? 0 : 1, 0, docOf(e));
  }
  return out;
}
