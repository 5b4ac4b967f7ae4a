import { defineConfig } from '@rstest/core';

// Four projects, each runnable alone (`rstest run --project <name>`):
// - unit: pure tests beside their sources, run without per-file isolation (`--isolate false`, a
//   global option: see package.json), which is what keeps `npm run test:unit` under a minute;
// - deploy: the deploy and server drills (child processes, sockets, file-descriptor exhaustion),
//   each file in its own context because they change process-wide state;
// - content: the section pages read and compiled as a whole (tests/content);
// - browser: the composed site published, served and driven in Chromium (tests/browser), and the
//   visual suite (tests/visual). Its global setup builds the site once for every file; run it
//   through scripts/browser-tests.sh, which also keeps to one file at a time (a global option).
const shared = {
  testEnvironment: 'node' as const,
  // The shell's build-time constants (shell/src/node/rspack-config.ts), as a build without analytics sets them.
  source: {
    define: {
      __POSTHOG_KEY__: '""',
      __POSTHOG_HOST__: '"https://us.i.posthog.com"',
      __BUILD_YEAR__: '2025',
      __DEV_SERVER__: 'false',
    },
  },
  // Tests that render components (model tables) compile TSX with React's automatic runtime, as the builds do.
  tools: { swc: { jsc: { transform: { react: { runtime: 'automatic' as const } } } } },
};

export default defineConfig({
  projects: [
    {
      name: 'unit',
      ...shared,
      include: [
        'shared/**/src/**/*.test.ts',
        'shell/src/**/*.test.ts',
        'search-worker/src/**/*.test.ts',
        'search-worker/bench/**/*.test.ts',
        'bench/src/**/*.test.ts',
        'remotes/*/src/**/*.test.ts',
        'remotes/*/*.test.ts',
        'scripts/**/*.test.ts',
        'dev/src/**/*.test.ts',
        'mcp/src/**/*.test.ts',
      ],
      exclude: ['**/node_modules/**'],
    },
    { name: 'deploy', ...shared, include: ['deploy/src/**/*.test.ts'], exclude: ['**/node_modules/**'] },
    { name: 'content', ...shared, include: ['tests/content/**/*.test.ts'], exclude: ['**/node_modules/**'] },
    {
      name: 'browser',
      ...shared,
      include: ['tests/browser/**/*.test.ts', 'tests/visual/**/*.test.ts'],
      exclude: ['**/node_modules/**'],
      globalSetup: ['tests/support/site-build-setup.ts'],
      // A file's setup publishes a whole site and a test may visit every page: no limit short of a
      // hung browser. Two visual pictures at a time (its `describe.concurrent`), one per core.
      testTimeout: 600_000,
      hookTimeout: 600_000,
      maxConcurrency: 2,
    },
  ],
});
