import { defineConfig } from '@rstest/core';

// Unit tests live beside their sources; browser tests of the composed site run separately (tests/browser).
export default defineConfig({
  include: [
    'tests/content/**/*.test.ts',
    'shared/**/src/**/*.test.ts',
    'shell/src/**/*.test.ts',
    'deploy/src/**/*.test.ts',
    'search-worker/src/**/*.test.ts',
    'remotes/*/src/**/*.test.ts',
    'remotes/*/*.test.ts',
  ],
  exclude: ['**/node_modules/**', 'tests/browser/**'],
  testEnvironment: 'node',
  // Tests that render components (model tables) compile TSX with React's automatic runtime, as the builds do.
  tools: { swc: { jsc: { transform: { react: { runtime: 'automatic' } } } } },
});
