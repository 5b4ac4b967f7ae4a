import assert from 'node:assert/strict';
import { test } from '@rstest/core';
import { bundleLoads, foreignLoads, isNodeBuiltin } from './bundle-imports.ts';

test('Node built-ins count only under their node: name', () => {
  assert.ok(isNodeBuiltin('node:fs') && isNodeBuiltin('node:fs/promises'));
  assert.ok(!isNodeBuiltin('fs') && !isNodeBuiltin('node:nonesuch') && !isNodeBuiltin('zod'));
});

test('every way of loading a module is found, and text that only names one is not', () => {
  const code = `#!/usr/bin/env node
import { join } from 'node:path';
import 'zod';
export * from 'yaml';
export { a } from "./chunk.mjs";
const m = await import('minisearch');
const r = require('ajv');
const c = module.createRequire(import.meta.url);
const d = import(name);
const text = 'require("ajv/dist/runtime/equal").default';
const tagged = _\`require("ajv-formats/dist/formats").\${x}\`;`;
  assert.deepEqual(
    bundleLoads(code).map((l) => l.specifier),
    ['node:path', 'zod', 'yaml', './chunk.mjs', 'minisearch', 'ajv', 'createRequire', '<computed>'],
  );
  assert.deepEqual(
    foreignLoads(code).map((l) => l.specifier),
    ['zod', 'yaml', './chunk.mjs', 'minisearch', 'ajv', 'createRequire', '<computed>'],
  );
});

test('a bundle that loads only built-ins has no foreign loads', () => {
  assert.deepEqual(foreignLoads(`import { a } from 'node:fs';\nconst b = await import('node:os');`), []);
});

test('a bundle that does not parse is an error, not a pass', () => {
  assert.throws(() => bundleLoads('import {'), SyntaxError);
});
