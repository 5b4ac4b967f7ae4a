import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { buildRemote, type RemoteBuild } from '@roo-docs/section-build';
import { SECTION_NAMES } from '@roo-docs/schemas';
import { buildShell } from '@roo-docs/shell/node';
import { createOriginServer, listen, originAt, publish } from '@roo-docs/deploy';

/** Builds this checkout's shell and every section, and publishes them into a fresh `.tmp/<name>/` origin. */
export async function publishThisCheckout(repoRoot: string, name: string): Promise<string> {
  const shell = await buildShell(repoRoot);
  const sections: RemoteBuild[] = [];
  for (const s of SECTION_NAMES) sections.push(await buildRemote(repoRoot, s));
  const dir = join(repoRoot, '.tmp', name);
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  await publish({ origin: originAt(dir), shell, sections });
  return dir;
}

/** Serves an origin folder on an ephemeral loopback port. */
export async function serveOrigin(dir: string): Promise<{ base: string; close(): void }> {
  const server = createOriginServer(dir);
  return { base: `http://127.0.0.1:${await listen(server, 0)}`, close: () => server.close() };
}
