import { cp, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { buildRemote, type RemoteBuild } from '@roo-docs/section-build';
import type { SectionName } from '@roo-docs/schemas';
import { REPO_ROOT } from './repo-root.ts';

/**
 * A build of `section` that differs from the site's own: the remote copied into `dir` (outside
 * `dist/`), `sentence` added to `page` (relative to the remote) before its first `##` heading.
 */
export async function buildChangedRemote(
  section: SectionName,
  page: string,
  sentence: string,
  dir: string,
): Promise<RemoteBuild> {
  await cp(join(REPO_ROOT, 'remotes', section), dir, { recursive: true, filter: (src) => !src.includes('/dist') });
  const file = join(dir, page);
  await writeFile(file, (await readFile(file, 'utf8')).replace(/\n## /, `\n${sentence}\n\n## `));
  return buildRemote(REPO_ROOT, section, { remoteDir: dir });
}

const mod = (p: string) => JSON.stringify(join(REPO_ROOT, p));

/**
 * The text of a Node script for a child process that publishes into the origin named by the
 * ORIGIN variable: `publish`, `withLock` and `origin` are in scope, then `body` runs.
 */
export function publishChildScript(body: string): string {
  return `import { createJiti } from ${mod('node_modules/jiti/lib/jiti.mjs')};
const jiti = createJiti(import.meta.url);
const { publish } = await jiti.import(${mod('deploy/src/node/publish/publish.ts')});
const { withLock } = await jiti.import(${mod('deploy/src/node/origin/lock.ts')});
const { originAt } = await jiti.import(${mod('deploy/src/node/origin/origin.ts')});
const origin = originAt(process.env.ORIGIN);
${body}`;
}
