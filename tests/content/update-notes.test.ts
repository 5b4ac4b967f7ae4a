import { mkdtemp, readFile, rm, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, expect, test } from '@rstest/core';
import { buildRemote, readPageMetadata } from '@roo-docs/remote-build';
import { createSearchEngine, loadShard } from '@roo-docs/search-worker/engine';
import { compareVersions, readEntries, renderSection, routeOfVersion, seriesOf, type Entry } from '@roo-docs/remote-update-notes';
import { inventory, REPO_ROOT, specSidebarDocs } from './sections.ts';

const remoteDir = join(REPO_ROOT, 'remotes/update-notes');
const expected = inventory.filter((r) => r.remote === 'update-notes');
const PLACEHOLDER = /\b(TODO|TBD|FIXME|XXX)\b|\b([Ll]orem|[Ii]psum|[Cc]oming [Ss]oon)\b/;
const key = (p: string) => (p.length > 1 && p.endsWith('/') ? p.slice(0, -1) : p);
const routes = new Map(inventory.map((r) => [key(r.path), r]));

let entries: Entry[];
let pagesDir: string;
let files: Map<string, string>;
let sidebar: unknown;
beforeAll(async () => {
  entries = await readEntries(join(remoteDir, 'entries'));
  ({ files, sidebar } = await renderSection(remoteDir, entries));
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
  'update-notes: links resolve to routes of the site and to headings that exist; no placeholders',
  { timeout: 120_000 },
  async () => {
    const problems: string[] = [];
    for (const [rel, text] of files) {
      if (PLACEHOLDER.test(text)) problems.push(`${rel}: placeholder text`);
      const meta = await readPageMetadata(join(pagesDir, rel));
      for (const link of meta.links) {
        if (!link.url.startsWith('/')) continue;
        const [path = '', anchor] = link.url.split('#');
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

test('update-notes: the sidebar follows the reference sidebar', () => {
  const docs: string[] = [];
  const walk = (item: { type: string; path?: string; items?: unknown[] }) => {
    if (item.type === 'doc' && item.path && !docs.includes(item.path)) docs.push(item.path);
    for (const child of item.items ?? []) walk(child as typeof item);
  };
  for (const top of sidebar as { item: { type: string } }[]) walk(top.item);
  const written = new Set(['/update-notes/', ...entries.map((e) => routeOfVersion(e.version))]);
  expect(docs.filter((d) => written.has(d))).toEqual(specSidebarDocs().filter((d) => written.has(d)));
});

test('update-notes: a version query finds its page first', { timeout: 300_000 }, async () => {
  const build = await buildRemote(REPO_ROOT, 'update-notes');
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

// Numbers and credited people per release, derived from the CHANGELOG at v3.28.17 and the reference
// notes by scripts/release-references.ts (facts only).
const SOURCE_FILE = join(remoteDir, 'sources/references.json');

test('update-notes: every release the sources give numbers or credits for carries them, as links', async () => {
  const facts = JSON.parse(await readFile(SOURCE_FILE, 'utf8')) as {
    changelogVersions: string[];
    releases: Record<string, { pulls: string[]; issues: string[]; credits: string[] }>;
  };
  const byVersion = new Map(entries.map((e) => [e.version, e]));
  expect(facts.changelogVersions.filter((v) => !byVersion.has(v))).toEqual([]);
  const missing: string[] = [];
  let checked = 0;
  for (const [version, refs] of Object.entries(facts.releases)) {
    const e = byVersion.get(version);
    const page = files.get(`update-notes/v${version}.mdx`) ?? '';
    const want = [
      ...refs.pulls.map((n) => ({ list: e?.pulls, value: n, link: `[#${n}](https://github.com/RooCodeInc/Roo-Code/pull/${n})` })),
      ...refs.issues.map((n) => ({
        list: e?.issues,
        value: n,
        link: `[#${n}](https://github.com/RooCodeInc/Roo-Code/issues/${n})`,
      })),
      ...refs.credits.map((u) => ({ list: e?.credits, value: u, link: `[@${u}](https://github.com/${u})` })),
    ];
    for (const w of want) {
      checked++;
      if (!w.list?.includes(w.value)) missing.push(`${version}: ${w.value} is not in the entry`);
      else if (!page.includes(w.link)) missing.push(`${version}: ${w.value} is not linked on the page`);
    }
  }
  expect(missing).toEqual([]);
  expect(checked).toBeGreaterThan(1500);
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
