import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { readPageMetadata } from '@roo-docs/section-build';
import { routeKey } from '@roo-docs/schemas';
import { createSearchEngine, loadShard } from '@roo-docs/search-worker/engine';
import { compareVersions, routeOfVersion, seriesOf } from '@roo-docs/remote-update-notes';
import { REPO_ROOT } from './sections.ts';
import { pageFileOf, type NotesRule, type NotesScene } from './update-notes-scene.ts';
import { PULL_RULES } from './update-notes-source-rules.ts';
import { TEXT_RULES } from './update-notes-text-rules.ts';

export type { NotesRule };

const PLACEHOLDER = /\b(TODO|TBD|FIXME|XXX)\b|\b([Ll]orem|[Ii]psum|[Cc]oming [Ss]oon)\b/;
const notesRoutes = (s: NotesScene) => s.inventory.filter((r) => r.remote === 'update-notes');
const written = (s: NotesScene) => new Set(['/update-notes/', ...s.entries.map((e) => routeOfVersion(e.version))]);

const inventoryMatchesEntries: NotesRule = {
  name: 'every inventory route has an entry, and no entry is outside it',
  check: (s) => {
    const has = written(s);
    const known = new Set(notesRoutes(s).map((r) => r.path));
    return [
      ...notesRoutes(s)
        .filter((r) => !has.has(r.path))
        .map((r) => `${r.path}: in the inventory, but no entry`),
      ...[...has].filter((r) => !known.has(r)).map((r) => `${r}: an entry the inventory does not list`),
    ];
  },
};

const titlesAndDates: NotesRule = {
  name: 'each page has the inventory title, and its date wherever the inventory records one',
  timeout: 120_000,
  check: async (s) => {
    const problems: string[] = [];
    for (const route of notesRoutes(s)) {
      const meta = await readPageMetadata(pageFileOf(s, route.path));
      if (meta.frontmatter.title !== route.title)
        problems.push(`${route.path}: title ${meta.frontmatter.title}, not ${route.title}`);
      const titleDate = /\((\d{4}-\d{2}-\d{2})\)$/.exec(route.title)?.[1];
      const entry = s.entries.find((e) => routeOfVersion(e.version) === route.path);
      if (titleDate && entry?.date !== titleDate)
        problems.push(`${route.path}: dated ${entry?.date}, the title says ${titleDate}`);
      const line = `(v${entry?.version}) was released on ${entry?.date}`;
      if (entry?.date && entry.kind === 'patch' && !s.files.get(`${route.path.slice(1)}.mdx`)?.includes(line))
        problems.push(`${route.path}: does not say ${line}`);
    }
    return problems;
  },
};

const seriesListPatches: NotesRule = {
  name: 'a series summary lists every patch page of its series',
  check: (s) =>
    s.entries
      .filter((x) => x.kind === 'series')
      .flatMap((e) => {
        const page = s.files.get(`update-notes/v${e.version}.mdx`)!;
        return notesRoutes(s)
          .filter((r) => /\d+\.\d+\.\d+$/.test(r.path) && seriesOf(r.path.replace('/update-notes/v', '')) === e.version)
          .filter((p) => !page.includes(`](${p.path})`))
          .map((p) => `${e.version} does not list ${p.path}`);
      }),
};

/** Why a link of an update-notes page is wrong, or null. */
async function linkProblem(s: NotesScene, routes: Map<string, { path: string; remote: string }>, url: string) {
  const [path = '', anchor] = url.split('#');
  if (s.siteFiles.has(path) && !anchor) return null;
  const target = routes.get(routeKey(path));
  if (!target) return `${url} is not a route of the site`;
  if (!anchor) return null;
  const targetFile =
    target.remote === 'update-notes'
      ? pageFileOf(s, target.path)
      : join(REPO_ROOT, 'remotes', target.remote, 'content', `${routeKey(target.path).slice(1) || 'index'}.mdx`);
  const ids = await readPageMetadata(targetFile).then(
    (m) => m.toc.map((h) => h.id),
    () => null,
  );
  return ids && !ids.includes(anchor) ? `#${anchor} is not on ${target.path}` : null;
}

const linksResolve: NotesRule = {
  name: "links resolve to routes of the site, the section's own files and headings that exist; no placeholders",
  timeout: 120_000,
  check: async (s) => {
    const routes = new Map(s.inventory.map((r) => [routeKey(r.path), r]));
    const problems: string[] = [];
    for (const [rel, text] of s.files) {
      if (PLACEHOLDER.test(text)) problems.push(`${rel}: placeholder text`);
      const meta = await readPageMetadata(join(s.pagesDir, rel));
      for (const link of meta.links.filter((l) => l.url.startsWith('/'))) {
        const problem = await linkProblem(s, routes, link.url);
        if (problem) problems.push(`${rel}:${link.line}: ${problem}`);
      }
    }
    return problems;
  },
};

const version = (path: string) => path.replace('/update-notes/v', '');
/** The index first; then by series, newest first; in a series its summary, then patches newest first. */
const siteOrder = (a: string, b: string) => {
  if (a === '/update-notes/' || b === '/update-notes/') return a === '/update-notes/' ? -1 : 1;
  const bySeries = compareVersions(seriesOf(version(b)), seriesOf(version(a)));
  const isSummary = (p: string) => version(p) === seriesOf(version(p));
  if (bySeries || isSummary(a) !== isSummary(b)) return bySeries || (isSummary(a) ? -1 : 1);
  return compareVersions(version(b), version(a));
};

const sidebarOrder: NotesRule = {
  name: 'the sidebar lists the reference sidebar’s pages by series, newest first throughout',
  check: (s) => {
    const docs: string[] = [];
    const misplaced: string[] = [];
    const walk = (item: { type: string; label?: string; path?: string; items?: unknown[] }, series?: string) => {
      if (item.type === 'doc' && item.path && !docs.includes(item.path)) {
        docs.push(item.path);
        if (series && seriesOf(version(item.path)) !== series) misplaced.push(`${item.path} under ${series}`);
      }
      const own = item.type === 'category' && /^\d+\.\d+$/.test(item.label ?? '') ? item.label : series;
      for (const child of item.items ?? []) walk(child as typeof item, own);
    };
    for (const top of s.sidebar as { item: { type: string } }[]) walk(top.item);
    const has = written(s);
    const want = s.sidebarDocs.filter((d) => has.has(d)).sort(siteOrder);
    const order = JSON.stringify(docs) === JSON.stringify(want) ? [] : [`sidebar order ${docs.join(' ')}, not ${want.join(' ')}`];
    return [...misplaced, ...order];
  },
};

const versionQueries: NotesRule = {
  name: 'a version query finds its page first',
  timeout: 300_000,
  check: async (s) => {
    const shard = loadShard(JSON.parse(await readFile(await s.shardFile(), 'utf8')), 'update-notes');
    const engine = createSearchEngine([shard]);
    const queries = ['3.25', 'v3.10', '3.28.17', ...s.entries.map((e) => e.version), ...s.entries.map((e) => `v${e.version}`)];
    const wrong: string[] = [];
    for (const q of new Set(queries)) {
      const first = engine.search({ query: q })[0];
      if (first?.path !== routeOfVersion(q.replace(/^v/, ''))) wrong.push(`${q} → ${first?.path ?? 'nothing'}`);
    }
    return wrong;
  },
};

/** The rules of the update-notes section, in the order the content suite runs them. */
export const NOTES_RULES: NotesRule[] = [
  inventoryMatchesEntries,
  titlesAndDates,
  seriesListPatches,
  linksResolve,
  sidebarOrder,
  versionQueries,
  ...PULL_RULES,
  ...TEXT_RULES,
];
