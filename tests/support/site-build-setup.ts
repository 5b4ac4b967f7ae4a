import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { REPO_ROOT } from './repo-root.ts';

// The browser project's global setup: one build of the site for every test file of the run.
const file = join(REPO_ROOT, '.tmp', 'site-builds', `${process.pid}.json`);

export async function setup(): Promise<void> {
  // Pages are prerendered as deploy renders them, with React's production build (same HTML, several
  // times faster). Set here, it reaches the test workers too; rstest's own default would be `test`.
  process.env.NODE_ENV = 'production';
  // A visual run against a site already served (`--site=`) has nothing to build.
  if (process.env.VISUAL_SITE) return;
  const { buildSite, SITE_BUILDS_ENV, writeSiteBuilds } = await import('./site-builds.ts');
  await writeSiteBuilds(file, await buildSite());
  process.env[SITE_BUILDS_ENV] = file;
}

export async function teardown(): Promise<void> {
  await rm(file, { force: true });
}
