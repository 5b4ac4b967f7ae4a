import { mkdtemp, readFile, rm, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, expect, test } from '@rstest/core';
import { readPageMetadata } from '@roo-docs/section-build';
import { createSearchEngine, loadShard } from '@roo-docs/search-worker/engine';
import { compareVersions, readEntries, renderSection, routeOfVersion, seriesOf, type Entry } from '@roo-docs/remote-update-notes';
import { inventory, REPO_ROOT, specSidebarDocs } from './sections.ts';
import { builtSection } from './built-section.ts';
import { checkTwinsMatchPages } from './markdown-twins.ts';

checkTwinsMatchPages('update-notes');

const remoteDir = join(REPO_ROOT, 'remotes/update-notes');
const expected = inventory.filter((r) => r.remote === 'update-notes');
const PLACEHOLDER = /\b(TODO|TBD|FIXME|XXX)\b|\b([Ll]orem|[Ii]psum|[Cc]oming [Ss]oon)\b/;
const key = (p: string) => (p.length > 1 && p.endsWith('/') ? p.slice(0, -1) : p);
const routes = new Map(inventory.map((r) => [key(r.path), r]));

let entries: Entry[];
let pagesDir: string;
let files: Map<string, string>;
let sidebar: unknown;
/** The files the section publishes beside its pages (the feeds), by site path. */
let siteFiles: Map<string, string>;
beforeAll(async () => {
  entries = await readEntries(join(remoteDir, 'entries'));
  ({ files, sidebar, siteFiles } = await renderSection(remoteDir, entries));
  // The generated pages, compiled from a private folder (a concurrent build rewrites .generated/).
  pagesDir = await mkdtemp(join(tmpdir(), 'update-notes-'));
  for (const [rel, text] of files) {
    await mkdir(dirname(join(pagesDir, rel)), { recursive: true });
    await writeFile(join(pagesDir, rel), text);
  }
});
afterAll(() => rm(pagesDir, { recursive: true, force: true }));

const fileOf = (route: string) => join(pagesDir, route === '/update-notes/' ? 'update-notes/index.mdx' : `${route.slice(1)}.mdx`);

test('update-notes: every inventory route has an entry, and no entry is outside it', () => {
  const written = new Set(['/update-notes/', ...entries.map((e) => routeOfVersion(e.version))]);
  expect(expected.filter((r) => !written.has(r.path)).map((r) => r.path)).toEqual([]);
  const known = new Set(expected.map((r) => r.path));
  expect([...written].filter((r) => !known.has(r))).toEqual([]);
});

test(
  'update-notes: each page has the inventory title, and its date wherever the inventory records one',
  { timeout: 120_000 },
  async () => {
    for (const route of expected) {
      const meta = await readPageMetadata(fileOf(route.path));
      expect(meta.frontmatter.title, route.path).toBe(route.title);
      const titleDate = /\((\d{4}-\d{2}-\d{2})\)$/.exec(route.title)?.[1];
      const entry = entries.find((e) => routeOfVersion(e.version) === route.path);
      if (titleDate) expect(entry?.date, `${route.path} date`).toBe(titleDate);
      if (entry?.date && entry.kind === 'patch')
        expect(files.get(`${route.path.slice(1)}.mdx`)).toContain(`(v${entry.version}) was released on ${entry.date}`);
    }
  },
);

test('update-notes: a series summary lists every patch page of its series', () => {
  for (const e of entries.filter((x) => x.kind === 'series')) {
    const page = files.get(`update-notes/v${e.version}.mdx`)!;
    const patches = expected.filter(
      (r) => /\d+\.\d+\.\d+$/.test(r.path) && seriesOf(r.path.replace('/update-notes/v', '')) === e.version,
    );
    for (const p of patches) expect(page, `${e.version} lists ${p.path}`).toContain(`](${p.path})`);
  }
});

test(
  "update-notes: links resolve to routes of the site, the section's own files and headings that exist; no placeholders",
  { timeout: 120_000 },
  async () => {
    const problems: string[] = [];
    for (const [rel, text] of files) {
      if (PLACEHOLDER.test(text)) problems.push(`${rel}: placeholder text`);
      const meta = await readPageMetadata(join(pagesDir, rel));
      for (const link of meta.links) {
        if (!link.url.startsWith('/')) continue;
        const [path = '', anchor] = link.url.split('#');
        if (siteFiles.has(path) && !anchor) continue;
        const target = routes.get(key(path));
        if (!target) {
          problems.push(`${rel}:${link.line}: ${link.url} is not a route of the site`);
          continue;
        }
        if (!anchor) continue;
        const targetFile =
          target.remote === 'update-notes'
            ? fileOf(target.path)
            : join(REPO_ROOT, 'remotes', target.remote, 'content', `${key(target.path).slice(1) || 'index'}.mdx`);
        const ids = await readPageMetadata(targetFile).then(
          (m) => m.toc.map((h) => h.id),
          () => null,
        );
        if (ids && !ids.includes(anchor)) problems.push(`${rel}:${link.line}: #${anchor} is not on ${target.path}`);
      }
    }
    expect(problems).toEqual([]);
  },
);

test('update-notes: the sidebar lists the reference sidebar’s pages by series, newest first throughout', () => {
  const docs: string[] = [];
  const misplaced: string[] = [];
  const walk = (item: { type: string; label?: string; path?: string; items?: unknown[] }, series?: string) => {
    if (item.type === 'doc' && item.path && !docs.includes(item.path)) {
      docs.push(item.path);
      const version = item.path.replace('/update-notes/v', '');
      if (series && seriesOf(version) !== series) misplaced.push(`${item.path} under ${series}`);
    }
    const own = item.type === 'category' && /^\d+\.\d+$/.test(item.label ?? '') ? item.label : series;
    for (const child of item.items ?? []) walk(child as typeof item, own);
  };
  for (const top of sidebar as { item: { type: string } }[]) walk(top.item);
  const written = new Set(['/update-notes/', ...entries.map((e) => routeOfVersion(e.version))]);
  const reference = specSidebarDocs().filter((d) => written.has(d));
  // The index first; then by series, newest first; in a series its summary, then patches newest first.
  const version = (path: string) => path.replace('/update-notes/v', '');
  const siteOrder = (a: string, b: string) => {
    if (a === '/update-notes/' || b === '/update-notes/') return a === '/update-notes/' ? -1 : 1;
    const bySeries = compareVersions(seriesOf(version(b)), seriesOf(version(a)));
    const isSummary = (p: string) => version(p) === seriesOf(version(p));
    if (bySeries || isSummary(a) !== isSummary(b)) return bySeries || (isSummary(a) ? -1 : 1);
    return compareVersions(version(b), version(a));
  };
  expect(misplaced).toEqual([]);
  expect(docs).toEqual([...reference].sort(siteOrder));
});

test('update-notes: a version query finds its page first', { timeout: 300_000 }, async () => {
  const build = await builtSection('update-notes');
  const shard = loadShard(JSON.parse(await readFile(join(build.dir, 'search-shard.json'), 'utf8')), 'update-notes');
  const engine = createSearchEngine([shard]);
  const queries = ['3.25', 'v3.10', '3.28.17', ...entries.map((e) => e.version), ...entries.map((e) => `v${e.version}`)];
  const wrong: string[] = [];
  for (const q of new Set(queries)) {
    const target = routeOfVersion(q.replace(/^v/, ''));
    const first = engine.search({ query: q })[0];
    if (first?.path !== target) wrong.push(`${q} → ${first?.path ?? 'nothing'}`);
  }
  expect(wrong).toEqual([]);
});

// Numbers and credited people per release, derived from the CHANGELOG at v3.28.17, the reference
// notes and the extension's release tags by scripts/release-references.ts (facts only).
const SOURCE_FILE = join(remoteDir, 'sources/references.json');
const PULLS_FILE = join(remoteDir, 'sources/pull-releases.json');
type Refs = { pulls: string[]; issues: string[]; credits: string[] };
interface Facts {
  changelogVersions: string[];
  withoutMergeCommit: string[];
  releases: Record<string, Refs>;
}
const readJson = async <T>(file: string) => JSON.parse(await readFile(file, 'utf8')) as T;
const KINDS = ['pulls', 'issues', 'credits'] as const;
const linkOf = (kind: (typeof KINDS)[number], value: string) =>
  kind === 'credits'
    ? `[@${value}](https://github.com/${value})`
    : `[#${value}](https://github.com/RooCodeInc/Roo-Code/${kind === 'pulls' ? 'pull' : 'issues'}/${value})`;

test('update-notes: each page lists exactly the numbers and people the sources give its releases, as links', async () => {
  const facts = await readJson<Facts>(SOURCE_FILE);
  const byVersion = new Map(entries.map((e) => [e.version, e]));
  expect(facts.changelogVersions.filter((v) => !byVersion.has(v))).toEqual([]);
  expect(Object.keys(facts.releases).filter((v) => byVersion.get(v)?.kind !== 'patch')).toEqual([]);
  const wrong: string[] = [];
  let checked = 0;
  for (const e of entries.filter((x) => x.kind === 'patch')) {
    const want = facts.releases[e.version] ?? { pulls: [], issues: [], credits: [] };
    const page = files.get(`update-notes/v${e.version}.mdx`) ?? '';
    for (const kind of KINDS) {
      const listed = e[kind] ?? [];
      for (const v of want[kind].filter((x) => !listed.includes(x))) wrong.push(`${e.version}: ${kind} lacks ${v}`);
      for (const v of listed.filter((x) => !want[kind].includes(x)))
        wrong.push(`${e.version}: ${kind} has ${v}, which the sources do not give it`);
      for (const v of listed.filter((x) => !page.includes(linkOf(kind, x))))
        wrong.push(`${e.version}: ${v} is not linked on the page`);
      checked += listed.length;
    }
  }
  expect(wrong).toEqual([]);
  expect(checked).toBeGreaterThan(1700);
});

test('update-notes: a pull request is listed on the page of the release that first shipped it, and never as an issue', async () => {
  const facts = await readJson<Facts>(SOURCE_FILE);
  const history = await readJson<{ through: string; releases: Record<string, string[]> }>(PULLS_FILE);
  const releaseOf = new Map(
    Object.entries(history.releases).flatMap(([release, pulls]) => pulls.map((n) => [n, release] as const)),
  );
  const pageOf = new Map<string, string>();
  for (const e of entries.filter((x) => x.kind === 'patch')) for (const v of e.covers ?? [e.version]) pageOf.set(v, e.version);
  const wrong: string[] = [];
  for (const e of entries.filter((x) => x.kind === 'patch' && compareVersions(x.version, history.through) <= 0)) {
    for (const n of e.pulls ?? []) {
      const release = releaseOf.get(n);
      if (!release && !facts.withoutMergeCommit.includes(n)) wrong.push(`${e.version}: #${n} was merged in no release`);
      else if (release && pageOf.get(release) !== e.version) wrong.push(`${e.version}: #${n} shipped in ${release}`);
    }
    for (const n of e.issues ?? [])
      if (releaseOf.has(n)) wrong.push(`${e.version}: issue #${n} is a pull request of ${releaseOf.get(n)}`);
  }
  expect(wrong).toEqual([]);
  expect(releaseOf.size).toBeGreaterThan(3000);
});

test('update-notes: a #number in the text links to the issue when it is one, else to the pull request', () => {
  const issues = new Set(entries.flatMap((e) => e.issues ?? []));
  const pulls = new Set(entries.flatMap((e) => e.pulls ?? []));
  expect([...issues].filter((n) => pulls.has(n))).toEqual([]);
  const wrong: string[] = [];
  let links = 0;
  for (const [rel, text] of files) {
    for (const m of text.matchAll(/\[#(\d+)\]\(https:\/\/github\.com\/RooCodeInc\/Roo-Code\/(pull|issues)\/(\d+)\)/g)) {
      links++;
      if (m[1] !== m[3] || (m[2] === 'issues') !== issues.has(m[1]!)) wrong.push(`${rel}: ${m[0]}`);
    }
  }
  expect(wrong).toEqual([]);
  expect(links).toBeGreaterThan(800);
});

test('update-notes: everyone a patch page thanks with @ in its text is in its credits', () => {
  const uncredited: string[] = [];
  for (const e of entries.filter((x) => x.kind === 'patch')) {
    const credited = new Set((e.credits ?? []).map((c) => c.toLowerCase()));
    const prose = e.body.replace(/```[\s\S]*?```|`[^`\n]*`/g, '');
    for (const m of prose.matchAll(/(?<![\w/&#[`@.-])@([A-Za-z0-9][A-Za-z0-9-]{0,38})(?![\w\]/-])/g))
      if (!credited.has(m[1]!.toLowerCase())) uncredited.push(`${e.version}: @${m[1]}`);
  }
  expect(uncredited).toEqual([]);
});

test('update-notes: nothing later than 3.28.17, in the entries or in the source facts', async () => {
  const facts = JSON.parse(await readFile(SOURCE_FILE, 'utf8')) as { changelogVersions: string[]; releases: object };
  const versions = [...entries.map((e) => e.version), ...facts.changelogVersions, ...Object.keys(facts.releases)];
  expect(versions.filter((v) => compareVersions(v, '3.28.17') > 0)).toEqual([]);
});

test('update-notes: every #number in the pages is a link to its pull request or issue', () => {
  const bare: string[] = [];
  for (const [rel, text] of files) {
    const prose = text
      .replace(/^---[\s\S]*?---/, '')
      .replace(/```[\s\S]*?```|`[^`\n]*`/g, '')
      .replace(/\[[^\]]*\]\([^)]*\)/g, '');
    for (const m of prose.matchAll(/(?<![\w/&[])#\d{2,6}\b/g)) bare.push(`${rel}: ${m[0]}`);
  }
  expect(bare).toEqual([]);
});
