import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { expect, test } from '@rstest/core';
import type { RouteEntry } from '@roo-docs/schemas';
import { crossLinkErrors } from './cross-links.ts';
import { devMetadataReader } from './dev-metadata.ts';
import { lastGoodPages } from './last-good-pages.js';
import { linkErrorsOf } from './link-errors.ts';
import { formatSourceError } from './source-error.ts';

// Every kind of mistake a writer makes in a page reaches the overlay and the terminal as
// `file:line:column: reason` and the line's own text (what formatSourceError prints).
const root = mkdtempSync(join(tmpdir(), 'dev-error-kinds-'));
const HEAD = '---\ntitle: Probe\ndescription: A page with one mistake.\n---\n\n';

async function problemsOf(name: string, text: string): Promise<string[]> {
  const file = join(root, `${name}.mdx`);
  writeFileSync(file, text);
  const reader = devMetadataReader((f) => relative(root, f));
  await reader.read([{ file, relative: `${name}.mdx`, route: `/probe/${name}` }]);
  return reader.errors(new Set([file])).map((e) => formatSourceError(e, root));
}

test('an MDX syntax error', async () => {
  const [problem, ...more] = await problemsOf('syntax', `${HEAD}Text.\n\nBroken <Setting id="x" text\n`);
  expect(more).toEqual([]);
  expect(problem).toMatch(/^syntax\.mdx:8:\d+: .+\n {2}8 \| Broken <Setting id="x" text$/);
});

test('an unknown component', async () => {
  expect(await problemsOf('component', `${HEAD}Text.\n\n<Bogus />\n`)).toEqual([
    'component.mdx:8:1: Unknown component <Bogus>: no page component has this name\n  8 | <Bogus />',
  ]);
});

test('a bad frontmatter field', async () => {
  const [problem] = await problemsOf('frontmatter', '---\ntitle: 42\ndescription: Numbers are not titles.\n---\n\nText.\n');
  expect(problem).toMatch(/^frontmatter\.mdx:2:8: .*invalid frontmatter[\s\S]*title[\s\S]*\n {2}2 \| title: 42$/);
});

test('an unknown <Shortcut id> and an unknown <Fact id>', async () => {
  const problems = await problemsOf('facts', `${HEAD}Press <Shortcut id="noSuchKeys" />.\n\n<Fact id="noSuchStatement" />\n`);
  expect(problems).toEqual([
    'facts.mdx:6:7: Unknown Shortcut id \'noSuchKeys\': add it to shared/mdx-kit/src/facts/shortcuts.ts or fix the page\n  6 | Press <Shortcut id="noSuchKeys" />.',
    'facts.mdx:8:1: Unknown Fact id \'noSuchStatement\': add it to shared/mdx-kit/src/facts/statements.ts or fix the page\n  8 | <Fact id="noSuchStatement" />',
  ]);
});

test('an unknown model provider', async () => {
  const [problem] = await problemsOf('provider', `${HEAD}## Models\n\n<ModelTable provider="no-such-provider" />\n`);
  expect(problem).toMatch(
    /^provider\.mdx:8:1: No model catalogue for provider 'no-such-provider'.*\n {2}8 \| <ModelTable provider="no-such-provider" \/>$/,
  );
});

test('a broken link or anchor: the column is where the link starts on its line', () => {
  const remoteDir = join(root, 'section');
  const page = join(remoteDir, 'content', 'links.mdx');
  mkdirSync(join(remoteDir, 'content'), { recursive: true });
  writeFileSync(page, `${HEAD}See [the *missing* part](#nowhere) and <Link to="/x/y#gone">here</Link>.\n`);
  const errors = linkErrorsOf('features', remoteDir, [
    "content/links.mdx:6: anchor '#nowhere' not found on /features/links",
    "content/links.mdx:6: link '/x/y#gone' must name the route, not the file",
  ]);
  expect(errors.map((e) => [e.file, e.line, e.column])).toEqual([
    ['remotes/features/content/links.mdx', 6, 5],
    ['remotes/features/content/links.mdx', 6, 40],
  ]);
});

test('a link out of the section to a page the site does not have, or to a missing anchor on one it has', () => {
  const routes = [{ path: '/cloud/', headings: [{ id: 'sign-in' }] }] as unknown as RouteEntry[];
  const external = [
    { from: '/features/a', source: 'content/a.mdx', line: 3, path: '/cloud/', anchor: 'sign-in' },
    { from: '/features/a', source: 'content/a.mdx', line: 4, path: '/cloud', anchor: 'no-such' },
    { from: '/features/a', source: 'content/a.mdx', line: 5, path: '/planned/page', anchor: null },
    { from: '/features/a', source: 'content/a.mdx', line: 6, path: '/nowhere', anchor: null },
  ];
  expect(crossLinkErrors(external, routes, new Set(['/planned/page']))).toEqual([
    "content/a.mdx:4: anchor '#no-such' not found on /cloud",
    "content/a.mdx:6: link '/nowhere' is not a page of the site (nor one planned in shared/inventory/routes.json)",
  ]);
});

test('a page that stops compiling or would break in the browser is given to the bundler as it last worked; fixed, as it is', async () => {
  const file = join(root, 'last-good.mdx');
  const reader = devMetadataReader((f) => relative(root, f));
  const page = [{ file, relative: 'last-good.mdx', route: '/probe/last-good' }];
  writeFileSync(file, `${HEAD}Good.\n`);
  await reader.read(page);
  writeFileSync(file, `${HEAD}Broken <Setting\n`);
  await reader.read(page);
  expect(lastGoodPages.get(file)).toEqual({ failing: `${HEAD}Broken <Setting\n`, good: `${HEAD}Good.\n` });
  writeFileSync(file, `${HEAD}Uses <Bogus />.\n`);
  await reader.read(page);
  expect(lastGoodPages.get(file)).toEqual({ failing: `${HEAD}Uses <Bogus />.\n`, good: `${HEAD}Good.\n` });
  writeFileSync(file, `${HEAD}Fixed.\n`);
  await reader.read(page);
  expect(lastGoodPages.get(file)).toEqual({ good: `${HEAD}Fixed.\n` });
  expect(reader.takeSwitched()).toEqual(new Set([file]));
  expect(reader.takeSwitched()).toEqual(new Set());
});

test('a page that never compiled is given a stand-in that does, so its fix is a hot update', async () => {
  const file = join(root, 'brand-new.mdx');
  const broken = `${HEAD}Broken <Setting\n`;
  writeFileSync(file, broken);
  const reader = devMetadataReader((f) => relative(root, f));
  await reader.read([{ file, relative: 'brand-new.mdx', route: '/probe/brand-new' }]);
  const known = lastGoodPages.get(file);
  expect(known?.failing).toBe(broken);
  // Under the title its frontmatter gives, which reads fine: the mistake is further down.
  expect(known?.good).toMatch(/^---\ntitle: "Probe"\ndescription: "A page with one mistake."\n---\n[\s\S]*does not compile yet/);
  // The stand-in passes the checks every saved page goes through.
  expect(await problemsOf('stand-in', known!.good)).toEqual([]);
  // Deleted, the page is forgotten: made again, it starts with nothing known.
  await reader.read([]);
  expect(lastGoodPages.has(file)).toBe(false);
});
