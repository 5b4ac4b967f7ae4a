// `npm run bench -- --lighthouse`: builds and publishes the real site, then runs only Lighthouse on it.
import { loadavg } from 'node:os';
import { mkdir, readFile, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildRemote, type RemoteBuild } from '@roo-docs/section-build';
import { SECTION_NAMES } from '@roo-docs/schemas';
import { buildShell } from '@roo-docs/shell/node';
import { originAt, publish, createOriginServer, listen } from '@roo-docs/deploy';
import { measureLighthouse } from './lighthouse.ts';
import { lighthouseLines } from './lighthouse-report.ts';
import { FIRST_VISIT_PATHS } from './measure-site.ts';

const repoRoot = resolve(fileURLToPath(new URL('../../..', import.meta.url)));
const reference = JSON.parse(await readFile(join(repoRoot, 'bench/reference.json'), 'utf8'));

const shell = await buildShell(repoRoot);
const sections: RemoteBuild[] = [];
for (const s of SECTION_NAMES) sections.push(await buildRemote(repoRoot, s));
const dir = join(repoRoot, '.tmp', 'bench-origin-lighthouse');
await rm(dir, { recursive: true, force: true });
await mkdir(dir, { recursive: true });
await publish({ origin: originAt(dir), shell, sections });
const server = createOriginServer(dir);
const port = await listen(server, 0);
try {
  const load = loadavg().map((n) => n.toFixed(2));
  console.log(`\n## Lighthouse, mobile preset (median of 3; load average before: ${load.join(', ')})`);
  const figures = await measureLighthouse(`http://127.0.0.1:${port}`, FIRST_VISIT_PATHS);
  for (const line of lighthouseLines(figures, reference.lighthouseMobile)) console.log(line);
  console.log(
    `load average after: ${loadavg()
      .map((n) => n.toFixed(2))
      .join(', ')}`,
  );
} finally {
  server.close();
  await rm(dir, { recursive: true, force: true });
}
