import type { Entry } from './entry-schema.ts';
import { neighbours } from './render-page.ts';
import { compareVersions, routeOfVersion, seriesOf } from './version.ts';

interface Doc {
  type: 'doc';
  path: string;
  label?: string;
  previous?: string | null;
  next?: string | null;
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

const versionOfPath = (path: string) => /^\/update-notes\/v(\d+\.\d+(?:\.\d+)?)$/.exec(path)?.[1];
const isSeriesCategory = (i: Item): i is Category => i.type === 'category' && /^\d+\.\d+$/.test(i.label);

/**
 * One order for every series: the summary page first, then its patches newest first. An item that
 * is not a version page keeps its place at the top.
 */
function sortSeries(cat: Category): void {
  const rank = (i: Item) => {
    const v = i.type === 'doc' ? versionOfPath(i.path) : undefined;
    return v === undefined ? 0 : v === cat.label ? 1 : 2;
  };
  cat.items.sort((a, b) => {
    const byRank = rank(a) - rank(b);
    if (byRank || rank(a) < 2) return byRank;
    return compareVersions(versionOfPath((b as Doc).path)!, versionOfPath((a as Doc).path)!);
  });
}

/**
 * Each version page's pager goes by version, as the line at the foot of the page does (the previous
 * release is the older one, the next the newer), not up and down a sidebar that lists them newest
 * first: a doc with an entry names its neighbours of the same kind, or null at either end.
 */
function pageByVersion(cat: Category, entries: Entry[]): void {
  const byPath = new Map(entries.map((e) => [routeOfVersion(e.version), e]));
  const route = (e: Entry | undefined) => (e ? routeOfVersion(e.version) : null);
  for (const item of cat.items) {
    if (item.type === 'category') pageByVersion(item, entries);
    const e = item.type === 'doc' ? byPath.get(item.path) : undefined;
    if (item.type !== 'doc' || !e) continue;
    const { older, newer } = neighbours(e, entries);
    item.previous = route(older);
    item.next = route(newer);
  }
}

/**
 * The sidebar: the section's `sidebar.json` (labels and the place of the index) plus every entry it
 * does not list yet, in one order throughout: series newest first, and in each series its summary,
 * then its patches newest first; each version page names its pager neighbours. Unwritten versions
 * are dropped later by the build, like any missing page.
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
  for (const e of entries.filter((x) => !listed.has(routeOfVersion(x.version)))) {
    const name = seriesOf(e.version);
    let cat = root.items.find((i): i is Category => isSeriesCategory(i) && i.label === name);
    if (!cat) root.items.push((cat = { type: 'category', label: name, items: [] }));
    cat.items.push(docOf(e));
  }
  const series = root.items.filter(isSeriesCategory).sort((a, b) => compareVersions(b.label, a.label));
  series.forEach(sortSeries);
  root.items = [...root.items.filter((i) => !isSeriesCategory(i)), ...series];
  pageByVersion(root, entries);
  return out;
}
