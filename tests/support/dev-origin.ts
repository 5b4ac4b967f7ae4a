import { cp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import { networkInterfaces } from 'node:os';
import { join } from 'node:path';
import { buildRemote } from '@roo-docs/section-build';
import type { SectionName } from '@roo-docs/schemas';
import { createOriginServer, listen } from '../../deploy/src/node/serve/serve.ts';
import { REPO_ROOT } from './site.ts';

export interface DevOrigin {
  /** Origin of the server, e.g. `http://127.0.0.1:40123`. */
  url: string;
  /** Where the section's build is served: the value after `<section>@` in `?dev=`. */
  base: string;
  /** Every request path the server was asked for, in order. */
  requests: string[];
  close(): Promise<void>;
}

/**
 * A writer's copy of a section, really built from a copy of its folder with `edit` applied to one
 * page, served on its own loopback port the way a published build is (CORS on `/_mf/`).
 */
export async function serveEditedSection(
  name: string,
  section: SectionName,
  page: string,
  edit: (source: string) => string,
): Promise<DevOrigin> {
  const work = join(REPO_ROOT, '.tmp', 'dev-origins', `${name}-${process.pid}`);
  await rm(work, { recursive: true, force: true });
  const copy = join(work, section);
  await cp(join(REPO_ROOT, 'remotes', section), copy, { recursive: true, filter: (src) => !src.includes('/dist') });
  const file = join(copy, page);
  await writeFile(file, edit(await readFile(file, 'utf8')));
  const build = await buildRemote(REPO_ROOT, section, { remoteDir: copy });
  const root = join(work, 'served');
  const at = `/_mf/${section}/${build.buildId}/`;
  await mkdir(join(root, at), { recursive: true });
  await cp(build.dir, join(root, at), { recursive: true });
  return serveDir(root, at, work);
}

async function serveDir(root: string, at: string, work: string): Promise<DevOrigin> {
  const server: Server = createOriginServer(root);
  const requests: string[] = [];
  server.on('request', (req) => requests.push(req.url ?? ''));
  const port = await listen(server, 0);
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    base: `${url}${at}`,
    requests,
    close: async () => {
      await new Promise<void>((r) => server.close(() => r()));
      await rm(work, { recursive: true, force: true });
    },
  };
}

/** This machine's first IPv4 address that is not loopback, if it has one. */
export function nonLoopbackAddress(): string | null {
  for (const list of Object.values(networkInterfaces()))
    for (const a of list ?? []) if (a.family === 'IPv4' && !a.internal) return a.address;
  return null;
}

/** The published site served again on another address (a name or IP a reader elsewhere would use). */
export async function serveSiteAt(dir: string, host: string): Promise<{ url: string; close(): Promise<void> }> {
  const server = createOriginServer(dir);
  const port = await listen(server, 0, host);
  return { url: `http://${host}:${port}`, close: () => new Promise<void>((r) => server.close(() => r())) };
}
