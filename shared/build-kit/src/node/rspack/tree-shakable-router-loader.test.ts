import { readdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { expect, test } from '@rstest/core';
import treeShakableRouter from './tree-shakable-router-loader.js';

const dist = join(dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist', 'development');

test("every pattern still matches the installed react-router's Link module", async () => {
  const files = (await readdir(dist)).filter((f) => f.endsWith('.mjs'));
  const sources = await Promise.all(files.map((f) => readFile(join(dist, f), 'utf8')));
  const withLink = sources.find((s) => s.includes('function LinkWithRef('));
  expect(withLink).toBeDefined();
  const out = treeShakableRouter(withLink!);
  expect(out).not.toMatch(/^Link\.displayName = /m);
  expect(out).toMatch(/^var Link = \/\* @__PURE__ \*\/ React\d*\.forwardRef\(/m);
  expect(out).not.toContain('createElement(PrefetchPageLinks, { page: href })');
  for (const source of sources) expect(() => treeShakableRouter(source)).not.toThrow();
});

test('a react-router whose Link module no longer matches fails the build', () => {
  expect(() => treeShakableRouter('var Link = forwardRef(function LinkWithRef() {});')).toThrow(/react-router changed/);
});

test('data mode values are droppable when unused, and a production build keeps no warning text', async () => {
  const files = (await readdir(dist)).filter((f) => f.endsWith('.mjs'));
  const withLink = (await Promise.all(files.map((f) => readFile(join(dist, f), 'utf8')))).find((s) =>
    s.includes('function LinkWithRef('),
  )!;
  const out = treeShakableRouter(withLink);
  expect(out).toMatch(
    /^var RenderErrorBoundary = \/\* @__PURE__ \*\/ \(\(\) => class extends React\d*\.Component \{\n {2}static contextType = /m,
  );
  expect(out).not.toMatch(/^RenderErrorBoundary\.contextType = /m);
  expect(out).toMatch(/^var UninstrumentedSymbol = \/\* @__PURE__ \*\/ \(\(\) => Symbol\("Uninstrumented"\)\)\(\);$/m);
  expect(out).not.toContain('usePrefetchBehavior(\n');
  expect(out).toMatch(/^function warning\(cond, message\) \{\n {2}if \(!cond\)/m);
  const quiet = treeShakableRouter.call({ getOptions: () => ({ warnings: false }) }, withLink);
  expect(quiet).toMatch(/^function warning\(cond, message\) \{\n\}$/m);
});
