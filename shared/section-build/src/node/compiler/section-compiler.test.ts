import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@rstest/core';
import { formatProblem } from '../problems/problem.ts';
import { createSectionCompiler, type SectionCompilerOptions } from './section-compiler.ts';

// Every kind of mistake a writer makes in a page is a problem at `file:line:column`, with the
// line's own text when printed: what the dev server's overlay shows and what the build refuses.
const REPO_ROOT = fileURLToPath(new URL('../../../../../', import.meta.url));
const HEAD = '---\ntitle: Probe\ndescription: A page with one mistake.\n---\n\n';

/** A section of one good page and the given ones, in a folder of its own (reported as `remotes/cloud/…`). */
function section(pages: Record<string, string>) {
  const remoteDir = mkdtempSync(join(tmpdir(), 'section-compiler-'));
  mkdirSync(join(remoteDir, 'content', 'probe'), { recursive: true });
  const all = { good: `${HEAD}## Here\n\nFine.\n`, ...pages };
  for (const [name, text] of Object.entries(all)) writeFileSync(join(remoteDir, 'content', 'probe', `${name}.mdx`), text);
  const items = Object.keys(all).map((name) => ({ type: 'doc', path: `/probe/${name}` }));
  writeFileSync(join(remoteDir, 'sidebar.json'), JSON.stringify([{ order: 1, item: { type: 'category', label: 'P', items } }]));
  return remoteDir;
}

async function problemsOf(pages: Record<string, string>, options: Partial<SectionCompilerOptions> = {}) {
  const compiler = await createSectionCompiler({
    repoRoot: REPO_ROOT,
    section: 'cloud',
    mode: 'production',
    remoteDir: section(pages),
    ...options,
  });
  const state = await compiler.update();
  return state.problems.map((p) => `${p.severity} ${formatProblem(p, compiler.textOf)}`);
}

test('an MDX syntax error', async () => {
  const [problem, ...more] = await problemsOf({ syntax: `${HEAD}Text.\n\nBroken <Setting id="x" text\n` });
  expect(more).toEqual([]);
  expect(problem).toMatch(/^error remotes\/cloud\/content\/probe\/syntax\.mdx:8:\d+: .+\n {2}8 \| Broken <Setting id="x" text$/);
});

test('an unknown component', async () => {
  expect(await problemsOf({ component: `${HEAD}Text.\n\n<Bogus />\n` })).toEqual([
    'error remotes/cloud/content/probe/component.mdx:8:1: Unknown component <Bogus>: no page component has this name\n  8 | <Bogus />',
  ]);
});

test('a bad frontmatter field', async () => {
  const [problem] = await problemsOf({ frontmatter: '---\ntitle: 42\ndescription: Numbers are not titles.\n---\n\nText.\n' });
  expect(problem).toMatch(
    /^error remotes\/cloud\/content\/probe\/frontmatter\.mdx:2:8: invalid frontmatter[\s\S]*title[\s\S]*\n {2}2 \| title: 42$/,
  );
});

test('an unknown <Shortcut id> and an unknown <Fact id>', async () => {
  expect(await problemsOf({ facts: `${HEAD}Press <Shortcut id="noSuchKeys" />.\n\n<Fact id="noSuchStatement" />\n` })).toEqual([
    'error remotes/cloud/content/probe/facts.mdx:6:7: Unknown Shortcut id \'noSuchKeys\': add it to shared/mdx-kit/src/facts/shortcuts.ts or fix the page\n  6 | Press <Shortcut id="noSuchKeys" />.',
    'error remotes/cloud/content/probe/facts.mdx:8:1: Unknown Fact id \'noSuchStatement\': add it to shared/mdx-kit/src/facts/statements.ts or fix the page\n  8 | <Fact id="noSuchStatement" />',
  ]);
});

test('an unknown model provider and an unknown screenshot', async () => {
  const [provider, shot] = await problemsOf({
    provider: `${HEAD}## Models\n\n<ModelTable provider="no-such-provider" />\n`,
    shot: `${HEAD}Text.\n\n<Screenshot id="no-such-shot" />\n`,
  });
  expect(provider).toMatch(
    /^error remotes\/cloud\/content\/probe\/provider\.mdx:8:1: No model catalogue for provider 'no-such-provider'.*\n {2}8 \| <ModelTable/,
  );
  expect(shot).toMatch(
    /^error remotes\/cloud\/content\/probe\/shot\.mdx:8:1: <Screenshot id="no-such-shot"\/>: no shot with that id/,
  );
});

test('a broken link or anchor in the section, each at the column where the link starts', async () => {
  expect(
    await problemsOf({
      links: `${HEAD}import { Link } from 'react-router';\n\nSee [the *missing* part](#nowhere) and <Link to="/probe/good#gone">here</Link>.\n`,
    }),
  ).toEqual([
    'error remotes/cloud/content/probe/links.mdx:8:5: anchor \'#nowhere\' not found on /probe/links\n  8 | See [the *missing* part](#nowhere) and <Link to="/probe/good#gone">here</Link>.',
    'error remotes/cloud/content/probe/links.mdx:8:40: anchor \'#gone\' not found on /probe/good\n  8 | See [the *missing* part](#nowhere) and <Link to="/probe/good#gone">here</Link>.',
  ]);
});

test('an h1 in the body and a sidebar entry without a page are warnings', async () => {
  const remoteDir = section({ titled: `${HEAD}# Not the title\n\nText.\n` });
  writeFileSync(
    join(remoteDir, 'sidebar.json'),
    JSON.stringify([
      {
        order: 1,
        item: {
          type: 'category',
          label: 'P',
          items: [
            { type: 'doc', path: '/probe/good' },
            { type: 'doc', path: '/probe/later' },
          ],
        },
      },
    ]),
  );
  const compiler = await createSectionCompiler({ repoRoot: REPO_ROOT, section: 'cloud', mode: 'production', remoteDir });
  expect((await compiler.update()).problems.map((p) => `${p.severity} ${formatProblem(p)}`)).toEqual([
    'warning remotes/cloud/content/probe/titled.mdx:6:1: Use ## or deeper: the page title is the only h1',
    'warning remotes/cloud/sidebar.json: lists /probe/later, which has no page yet',
  ]);
});

test('links out of the section, when the compiler knows the rest of the site (the dev server)', async () => {
  const site = () => ({
    routes: [{ path: '/features/checkpoints', headings: [{ id: 'restoring', depth: 2 as const, text: 'R' }] }],
    partial: new Set<string>(),
  });
  const links = `${HEAD}[a](/features/checkpoints#restoring) [b](/features/checkpoints#gone) [c](/advanced-usage/checkpoints) [d](/nowhere)\n`;
  const problems = await problemsOf({ out: links }, { site, redirects: [{ from: '/advanced-usage/checkpoints' }] });
  expect(problems.map((p) => p.split('\n')[0])).toEqual([
    "error remotes/cloud/content/probe/out.mdx:6:38: anchor '#gone' not found on /features/checkpoints",
    "error remotes/cloud/content/probe/out.mdx:6:70: link '/advanced-usage/checkpoints' is an old address that redirects; link to where it moved",
    "error remotes/cloud/content/probe/out.mdx:6:103: link '/nowhere' is not a page of the site (nor one planned in shared/inventory/routes.json)",
  ]);
  // Without the rest of the site they are left to the publish, as data.
  const compiler = await createSectionCompiler({
    repoRoot: REPO_ROOT,
    section: 'cloud',
    mode: 'production',
    remoteDir: section({ out: links }),
  });
  const state = await compiler.update();
  expect(state.problems).toEqual([]);
  expect(state.external.map((l) => `${l.line}:${l.column} ${l.path}`)).toEqual([
    '6:1 /features/checkpoints',
    '6:38 /features/checkpoints',
    '6:70 /advanced-usage/checkpoints',
    '6:103 /nowhere',
  ]);
});

test('a section that cannot be read throws in production; in development it keeps its last state, with the reason', async () => {
  const remoteDir = section({});
  const production = await createSectionCompiler({ repoRoot: REPO_ROOT, section: 'cloud', mode: 'production', remoteDir });
  const development = await createSectionCompiler({ repoRoot: REPO_ROOT, section: 'cloud', mode: 'development', remoteDir });
  const before = await development.update();
  writeFileSync(join(remoteDir, 'sidebar.json'), '[{"order": "first"}]');
  await expect(production.update()).rejects.toThrow(/sidebar\.json/);
  const after = await development.update([join(remoteDir, 'sidebar.json')]);
  expect(after.routes).toEqual(before.routes);
  expect(after.problems.map((p) => p.file)).toEqual(['remotes/cloud']);
  // Nothing was read: what follows the pages' text (the dev search index) has nothing new.
  expect(after.version).toBe(before.version);
});
