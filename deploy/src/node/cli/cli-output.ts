import { SECTION_NAMES } from '@roo-docs/schemas';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { PublishReport } from '../publish/publish.ts';
import type { Origin } from '../origin/origin.ts';

export function timed<T>(label: string, fn: () => Promise<T>): Promise<T> {
  const start = performance.now();
  return fn().then((v) => {
    console.log(`${label} in ${((performance.now() - start) / 1000).toFixed(1)} s`);
    return v;
  });
}

/**
 * Build and publish warnings: a handful are printed; a long list (links and sidebar entries to
 * pages not written yet) is summarised in one line and kept in `.deploy/warnings.txt`.
 */
export async function reportWarnings(origin: Origin, warnings: string[], verbose = process.env.VERBOSE === '1'): Promise<void> {
  if (!warnings.length) return;
  if (verbose || warnings.length <= 5) {
    for (const w of warnings) console.warn(`warning: ${w}`);
    return;
  }
  await mkdir(origin.state, { recursive: true });
  const file = join(origin.state, 'warnings.txt');
  await writeFile(file, `${warnings.join('\n')}\n`);
  console.warn(`${warnings.length} warnings (pages not written yet, mostly): listed in ${file}; VERBOSE=1 prints them`);
}

export function describePublish(r: PublishReport): string {
  const live = Object.entries(r.pointer.sections)
    .map(([s, p]) => `${s} ${p?.buildId}`)
    .join(', ');
  return `published ${r.pages} pages; live: shell ${r.pointer.shell?.buildId}, ${live}`;
}

export const USAGE = `Usage: npm run deploy -- <command>  (or npm start / npm run release)

  start                   build the shell and every section, publish them into site/, serve it
  build                   build the shell and all sections (nothing is published)
  build-remote <section>  build one section into remotes/<section>/dist/<buildId>/
  publish <section>       build one section and publish it (only its files and its pointer change)
  publish shell           build the shell and re-prerender every live section with it
  publish-all             build everything and publish it, without serving
  rollback <section>      point a section back to its previous release (again: one further back)
  release <version> …     add a release-notes entry and publish update-notes alone (see README)
  repair                  finish a deploy that was killed mid-way; clear page folders and temporary files it left
  prune [n]               delete old builds: keeps live ones, those live pages name, the last n releases (5), any live in 24 h
  serve [--mcp]           serve site/ as it is (PORT=8080 to change the port); --mcp adds the docs' MCP server at /mcp

Sections: ${SECTION_NAMES.join(', ')}. SITE_DIR=<dir> targets another origin;
SITE_DIR=s3://<bucket>/<prefix> (or --origin s3://…) an S3 bucket, with AWS_ENDPOINT_URL, AWS_REGION,
AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY from the environment (deploy/README.md).`;
