// `npm run bench -- --lighthouse`: builds and publishes the real site, then runs only Lighthouse on it.
import { loadavg } from 'node:os';
import { readFile, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { measureLighthouse } from './lighthouse.ts';
import { lighthouseLines } from './lighthouse-report.ts';
import { FIRST_VISIT_PATHS } from './measure-site.ts';
import { publishThisCheckout, serveOrigin } from './this-checkout.ts';

const repoRoot = resolve(fileURLToPath(new URL('../../..', import.meta.url)));
const reference = JSON.parse(await readFile(join(repoRoot, 'bench/reference.json'), 'utf8'));

const dir = await publishThisCheckout(repoRoot, 'bench-origin-lighthouse');
const server = await serveOrigin(dir);
try {
  const load = loadavg().map((n) => n.toFixed(2));
  console.log(`\n## Lighthouse, mobile preset (median of 3; load average before: ${load.join(', ')})`);
  const figures = await measureLighthouse(server.base, FIRST_VISIT_PATHS, 3, { calibrate: true });
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
