import type * as NodeTest from 'node:test';

// jiti (our TypeScript loader) rewrites `node:test` to a bare `test`, which only exists with the
// prefix; asking Node for the built-in directly side-steps the rewrite.
const nodeTest = process.getBuiltinModule('node:test') as unknown as typeof NodeTest;
export const { test, before, after, describe } = nodeTest;
