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
    'scripts/**/*.test.ts',
    'dev/src/**/*.test.ts',
  ],
  exclude: ['**/node_modules/**', 'tests/browser/**'],
  testEnvironment: 'node',
  // The shell's build-time constants (shell/src/node/rspack-config.ts), as a build without analytics sets them.
  source: { define: { __POSTHOG_KEY__: '""', __POSTHOG_HOST__: '"https://us.i.posthog.com"', __BUILD_YEAR__: '2025' } },
  // Tests that render components (model tables) compile TSX with React's automatic runtime, as the builds do.
  tools: { swc: { jsc: { transform: { react: { runtime: 'automatic' } } } } },
});
