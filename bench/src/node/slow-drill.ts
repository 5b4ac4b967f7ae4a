// `npx jiti bench/src/node/slow-drill.ts [runs]`: how long a reader waits when a section is
// slow or stalled, with the shell's default load bounds, against the published `site/` (or SITE_DIR).
// Slow by design (each case waits out the real bounds), so it is not part of `npm run bench`.
import { resolve } from 'node:path';
import { launchBrowser } from './browser.ts';
import { createOriginServer, listen } from '@roo-docs/deploy';
import { median } from './navigation.ts';
import { startSlowProxy } from './slow-proxy.ts';
import { clickToNotice, firstLoadToNotice, sectionChunks, sectionFiles } from './slow-section.ts';

const runs = Number(process.argv[2] ?? 3);
const LIMIT_MS = 150_000;
const site = resolve(process.env.SITE_DIR ?? 'site');
const server = createOriginServer(site);
const origin = `http://127.0.0.1:${await listen(server, 0)}`;
const proxy = await startSlowProxy(origin);
const browser = await launchBrowser();

const fmt = (xs: (number | null)[]) =>
  `${xs.map((x) => (x === null ? `>${LIMIT_MS / 1000}` : (x / 1000).toFixed(1))).join(', ')} s` +
  (xs.every((x) => x !== null) ? ` (median ${(median(xs as number[]) / 1000).toFixed(1)} s)` : '');

try {
  const cases = [
    { name: '10 s latency on every features file', faults: [{ match: sectionFiles('features'), fault: { delayMs: 10_000 } }] },
    { name: 'features chunks never answer', faults: [{ match: sectionChunks('features'), fault: 'stall' as const }] },
  ];
  for (const c of cases) {
    proxy.faults = c.faults;
    const first: (number | null)[] = [];
    const title: (number | null)[] = [];
    const notice: (number | null)[] = [];
    for (let i = 0; i < runs; i++) {
      first.push(await firstLoadToNotice(browser, proxy, '/features/checkpoints', LIMIT_MS));
      const click = await clickToNotice(browser, proxy, '/faq', '/features/checkpoints', 'Checkpoints', LIMIT_MS);
      title.push(click.atTitle);
      notice.push(click.atNotice);
    }
    console.log(`${c.name}:`);
    console.log(`  first visit -> notice:          ${fmt(first)}`);
    console.log(`  click from /faq -> target page: ${fmt(title)}`);
    console.log(`  click from /faq -> notice:      ${fmt(notice)}`);
  }
} finally {
  await browser.close();
  await proxy.close();
  server.close();
  server.closeAllConnections();
}
