// `npm run bench -- --load [--site DIR]`: builds and publishes the real site (or takes the published origin
// DIR as it is), then runs only the load figures on it.
import { rm } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { measureLoad } from './load.ts';
import { loadLines } from './load-report.ts';
import { publishThisCheckout } from './this-checkout.ts';

const repoRoot = resolve(fileURLToPath(new URL('../../..', import.meta.url)));
const siteAt = process.argv.indexOf('--site');
const given = siteAt === -1 ? undefined : process.argv[siteAt + 1];
const dir = given ? resolve(given) : join(repoRoot, '.tmp', 'bench-origin-load');
if (!given) {
  await publishThisCheckout(repoRoot, 'bench-origin-load');
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
