import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { DevProcess } from '../../dev/src/node/dev-process.ts';
import { REPO_ROOT } from './repo-root.ts';
import { DEV_SITE_ENV, startDevTarget, testTarget } from './test-target.ts';

// The browser project's global setup: one build of the site for every test file of the run, or,
// for the dev target, one dev server (a start per file would cost each some 20 s).
const file = join(REPO_ROOT, '.tmp', 'site-builds', `${process.pid}.json`);
let dev: DevProcess | undefined;

export async function setup(): Promise<void> {
  // Pages are prerendered as deploy renders them, with React's production build (same HTML, several
  // times faster). Set here, it reaches the test workers too; rstest's own default would be `test`.
  process.env.NODE_ENV = 'production';
  if (testTarget() === 'dev') {
    dev = await startDevTarget();
    process.env[DEV_SITE_ENV] = dev.url;
    return;
  }
  // A visual run against a site already served (`--site=`) has nothing to build.
  if (process.env.VISUAL_SITE) return;
  const { buildSite, SITE_BUILDS_ENV, writeSiteBuilds } = await import('./site-builds.ts');
  await writeSiteBuilds(file, await buildSite());
  process.env[SITE_BUILDS_ENV] = file;
}

export async function teardown(): Promise<void> {
  await dev?.close();
  await rm(file, { force: true });
}
