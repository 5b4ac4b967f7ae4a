import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { buildRemote, type RemoteBuild } from '@roo-docs/section-build';
import { SECTION_NAMES } from '@roo-docs/schemas';
import { buildShell, type ShellBuild } from '@roo-docs/shell/node';
import { REPO_ROOT } from './repo-root.ts';

export interface SiteBuilds {
  shell: ShellBuild;
  sections: RemoteBuild[];
}

/**
 * Names the file that holds the builds of one test run. The browser project's global setup builds
 * the site once and sets it, so every test file (each in its own worker context) publishes copies
 * of the same builds instead of building again.
 */
export const SITE_BUILDS_ENV = 'ROO_DOCS_TEST_SITE_BUILDS';

/** Builds the shell and every section, one after another (two cores: parallel builds only contend). */
export async function buildSite(): Promise<SiteBuilds> {
  const shell = await buildShell(REPO_ROOT);
  const sections: RemoteBuild[] = [];
  for (const s of SECTION_NAMES) sections.push(await buildRemote(REPO_ROOT, s));
  return { shell, sections };
}

export async function writeSiteBuilds(file: string, builds: SiteBuilds): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, JSON.stringify(builds));
}

let builds: Promise<SiteBuilds> | undefined;

/** The run's shared builds when the global setup made them; otherwise built once in this process. */
export function buildAllOnce(): Promise<SiteBuilds> {
  const file = process.env[SITE_BUILDS_ENV];
  builds ??= file ? readFile(file, 'utf8').then((text) => JSON.parse(text) as SiteBuilds) : buildSite();
  return builds;
}
