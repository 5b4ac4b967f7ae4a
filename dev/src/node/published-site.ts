import { POINTER_FILE } from '@roo-docs/schemas/contract';
import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { RemotesPointer, SectionName } from '@roo-docs/schemas/contract';
import type { SectionRouteTable } from '@roo-docs/schemas';
import { logLine } from './log.ts';

/** The published `site/`: where sections not built live come from. */
export interface PublishedSite {
  dir: string;
  pointer: RemotesPointer;
  tables: Map<SectionName, SectionRouteTable>;
}

async function readPointer(dir: string): Promise<RemotesPointer | null> {
  try {
    return JSON.parse(await readFile(join(dir, POINTER_FILE), 'utf8')) as RemotesPointer;
  } catch {
    return null;
  }
}

/**
 * The deploy package's command line (its `bin`, what `npm run deploy` runs), as a file Node can run.
 * Read from its package.json rather than imported as deploy's `DEPLOY_BIN`: deploy's public entry
 * loads its publish and server code, which the dev server never runs itself.
 */
export async function deployCommandLine(repoRoot: string): Promise<string> {
  const dir = join(repoRoot, 'node_modules', '@roo-docs', 'deploy');
  const { bin } = JSON.parse(await readFile(join(dir, 'package.json'), 'utf8')) as { bin: Record<string, string> };
  const file = bin['roo-docs-deploy'];
  if (!file) throw new Error(`${dir}/package.json names no roo-docs-deploy command`);
  return join(dir, file);
}

async function publishAll(repoRoot: string, dir: string): Promise<void> {
  logLine('No published site for the other sections: building it once (npm run deploy -- publish-all)');
  const child = spawn(process.execPath, [await deployCommandLine(repoRoot), 'publish-all'], {
    cwd: repoRoot,
    // Published pages are rendered for readers, with React's production build.
    env: { ...process.env, SITE_DIR: dir, NODE_ENV: 'production' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return new Promise((resolve, reject) =>
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`publish-all failed (exit ${code})`)))),
  );
}

/** Reads the published site, publishing it first when it lacks a section that is not built live. */
export async function publishedSite(repoRoot: string, dir: string, needed: SectionName[]): Promise<PublishedSite> {
  let pointer = await readPointer(dir);
  if (needed.length && (!pointer || !pointer.shell || needed.some((s) => !pointer!.sections[s]))) {
    await publishAll(repoRoot, dir);
    pointer = await readPointer(dir);
  }
  if (!pointer) throw new Error(`${dir}/${POINTER_FILE} is missing or not JSON`);
  const tables = new Map<SectionName, SectionRouteTable>();
  for (const section of needed) {
    const routes = pointer.sections[section]!.routes;
    tables.set(section, JSON.parse(await readFile(join(dir, routes), 'utf8')) as SectionRouteTable);
  }
  return { dir, pointer, tables };
}
