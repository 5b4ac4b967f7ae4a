import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@rstest/core';
import { createSectionCompiler } from '@roo-docs/section-build';
import { lastGoodPages } from './last-good-pages.js';
import { lastGoodPolicy } from './last-good-policy.ts';

const REPO_ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const HEAD = '---\ntitle: Probe\ndescription: A page with one mistake.\n---\n\n';

/** A development compiler of a one-page section in a folder of its own, and the policy after each update. */
async function livePage(name: string, text: string) {
  const remoteDir = mkdtempSync(join(tmpdir(), 'dev-last-good-'));
  mkdirSync(join(remoteDir, 'content', 'probe'), { recursive: true });
  writeFileSync(join(remoteDir, 'sidebar.json'), '[]');
  const file = join(remoteDir, 'content', 'probe', `${name}.mdx`);
  writeFileSync(file, text);
  const compiler = await createSectionCompiler({ repoRoot: REPO_ROOT, section: 'cloud', mode: 'development', remoteDir });
  const policy = lastGoodPolicy();
  const save = async (next: string) => {
    writeFileSync(file, next);
    return policy(await compiler.update([file]));
  };
  const remove = async () => {
    rmSync(file);
    writeFileSync(join(remoteDir, 'content', 'probe', 'other.mdx'), `${HEAD}Another page, so the section has one.\n`);
    return policy(await compiler.update([file]));
  };
  return { file, save, remove, first: policy(await compiler.update()) };
}

test('a page that stops compiling or would break in the browser is given to the bundler as it last worked; fixed, as it is', async () => {
  const { file, save } = await livePage('last-good', `${HEAD}Good.\n`);
  await save(`${HEAD}Broken <Setting\n`);
  expect(lastGoodPages.get(file)).toEqual({ failing: `${HEAD}Broken <Setting\n`, good: `${HEAD}Good.\n` });
  await save(`${HEAD}Uses <Bogus />.\n`);
  expect(lastGoodPages.get(file)).toEqual({ failing: `${HEAD}Uses <Bogus />.\n`, good: `${HEAD}Good.\n` });
  await save(`${HEAD}Uses <Shortcut id="noSuchKeys" />.\n`);
  expect(lastGoodPages.get(file)?.good).toBe(`${HEAD}Good.\n`);
  const switched = await save(`${HEAD}Fixed.\n`);
  expect(lastGoodPages.get(file)).toEqual({ good: `${HEAD}Fixed.\n` });
  expect(switched).toEqual(new Set([file]));
  // A broken link does not break the page: the bundler gets it as it is.
  expect(await save(`${HEAD}Fixed, with [a link](#nowhere).\n`)).toEqual(new Set());
  expect(lastGoodPages.get(file)).toEqual({ good: `${HEAD}Fixed, with [a link](#nowhere).\n` });
});

test('a page that never compiled is given a stand-in that does, so its fix is a hot update; deleted, it is forgotten', async () => {
  const broken = `${HEAD}Broken <Setting\n`;
  const { file, remove, first } = await livePage('brand-new', broken);
  expect(first).toEqual(new Set([file]));
  const known = lastGoodPages.get(file);
  expect(known?.failing).toBe(broken);
  // Under the title its frontmatter gives, which reads fine: the mistake is further down.
  expect(known?.good).toMatch(/^---\ntitle: "Probe"\ndescription: "A page with one mistake."\n---\n[\s\S]*does not compile yet/);
  // The stand-in passes every check a saved page goes through.
  const standIn = await livePage('stand-in', known!.good);
  expect(lastGoodPages.get(standIn.file)).toEqual({ good: known!.good });
  // Deleted, the page is forgotten: made again, it starts with nothing known.
  await remove();
  expect(lastGoodPages.has(file)).toBe(false);
});
