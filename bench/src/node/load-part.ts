// `npm run bench -- --load [--site DIR]`: builds and publishes the real site (or takes the published origin
// DIR as it is), then runs only the load figures on it.
import { mkdir, rm } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildRemote, type RemoteBuild } from '@roo-docs/section-build';
import { SECTION_NAMES } from '@roo-docs/schemas';
import { buildShell } from '@roo-docs/shell/node';
import { originAt, publish } from '@roo-docs/deploy';
import { measureLoad } from './load.ts';
import { loadLines } from './load-report.ts';

const repoRoot = resolve(fileURLToPath(new URL('../../..', import.meta.url)));
const siteAt = process.argv.indexOf('--site');
const given = siteAt === -1 ? undefined : process.argv[siteAt + 1];
const dir = given ? resolve(given) : join(repoRoot, '.tmp', 'bench-origin-load');
if (!given) {
  const shell = await buildShell(repoRoot);
  const sections: RemoteBuild[] = [];
  for (const s of SECTION_NAMES) sections.push(await buildRemote(repoRoot, s));
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  await publish({ origin: originAt(dir), shell, sections });
}
try {
  const seconds = Number(process.env.LOAD_SECONDS ?? 20);
  console.log(
    `\n## Load (autocannon, ${seconds} s per run, loopback; load average before: ${loadavg()
      .map((n) => n.toFixed(2))
      .join(', ')})`,
  );
  for (const line of loadLines(await measureLoad(repoRoot, dir, seconds))) console.log(line);
} finally {
  if (!given) await rm(dir, { recursive: true, force: true });
}
