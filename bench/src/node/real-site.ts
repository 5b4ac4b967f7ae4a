// `npm run bench` without --scale: build times and first-visit bytes of the real site, beside the Docusaurus site's figures.
import { mkdir, readFile, rm } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildRemote } from '@roo-docs/section-build';
import { SECTION_NAMES } from '@roo-docs/schemas';
import { buildShell } from '@roo-docs/shell/node';
import { launchBrowser } from './browser.ts';
import { originAt, publish, createOriginServer, listen } from '@roo-docs/deploy';
import { measureFirstVisit } from './first-visit.ts';
import { clickToTitle, median } from './navigation.ts';
import { coldFirstSuggestion, shardSizes, warmLatency } from './search.ts';
import { htmlTotals, markdownTotals } from './site-bytes.ts';
import { measureLighthouse } from './lighthouse.ts';
import { lighthouseLines } from './lighthouse-report.ts';
import { FIRST_VISIT_PATHS } from './measure-site.ts';
import { timed } from './timed.ts';

const repoRoot = resolve(fileURLToPath(new URL('../../..', import.meta.url)));
const reference = JSON.parse(await readFile(join(repoRoot, 'bench/reference.json'), 'utf8'));
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const ratio = (ours: number, theirs: number) => `${(ours / theirs).toFixed(2)}x`;

const shell = await timed(() => buildShell(repoRoot));
const sections: { section: (typeof SECTION_NAMES)[number]; value: Awaited<ReturnType<typeof buildRemote>>; seconds: number }[] =
  [];
for (const s of SECTION_NAMES) sections.push({ section: s, ...(await timed(() => buildRemote(repoRoot, s))) });
const fullSeconds = shell.seconds + sections.reduce((a, s) => a + s.seconds, 0);
console.log('\n## Build (no cache)');
console.log(
  `full build: ${fullSeconds.toFixed(1)} s   reference ${reference.build.fullNoCacheSeconds} s   ratio ${ratio(fullSeconds, reference.build.fullNoCacheSeconds)}`,
);
console.log(`  shell: ${shell.seconds.toFixed(1)} s`);
for (const s of sections) console.log(`  ${s.section}: ${s.seconds.toFixed(1)} s (${s.value.table.routes.length} pages)`);
const twinSeconds = sections.reduce((a, s) => a + (s.value.steps?.markdown ?? 0), 0);
console.log(
  `  of which Markdown twins: ${twinSeconds.toFixed(1)} s (the build without them: ${(fullSeconds - twinSeconds).toFixed(1)} s)`,
);

const dir = join(repoRoot, '.tmp', 'bench-origin');
await rm(dir, { recursive: true, force: true });
await mkdir(dir, { recursive: true });
const origin = originAt(dir);
const published = await timed(() => publish({ origin, shell: shell.value, sections: sections.map((s) => s.value) }));
console.log(`publish (prerender ${published.value.pages} pages): ${published.seconds.toFixed(1)} s`);

const server = createOriginServer(dir);
const port = await listen(server, 0);
const browser = await launchBrowser();
console.log('\n## First visit until interactive (gzip level 9; HTML / CSS / JS)');
for (const path of FIRST_VISIT_PATHS) {
  const ours = await measureFirstVisit(browser, `http://127.0.0.1:${port}${path}`);
  const ref = reference.firstVisitGzipBytes[path];
  console.log(`${path}`);
  console.log(
    `  ours:      html ${kb(ours.html.gzip)} | css ${kb(ours.css.gzip)} | js ${kb(ours.js.gzip)} (${ours.js.files} files) | total ${kb(ours.total.gzip)} gzip, ${kb(ours.total.raw)} raw`,
  );
  console.log(
    `  reference: html ${kb(ref.html)} | css ${kb(ref.css)} | js ${kb(ref.jsBeforeInteractive)} (${ref.jsFiles} files) | total ${kb(ref.total)} gzip`,
  );
  console.log(`  ratio ours/reference: ${ratio(ours.total.gzip, ref.total)}   (goal: total <= 100 KB gzip)`);
}
const html = await htmlTotals(dir);
const refHtml = reference.build.htmlBytes;
console.log(
  `all HTML: ${(html.bytes / 1e6).toFixed(2)} MB in ${html.files} files   reference ${(refHtml / 1e6).toFixed(2)} MB in ${reference.build.htmlFiles}   ratio ${ratio(html.bytes, refHtml)}   (goal <= 0.5x)`,
);
const md = await markdownTotals(dir);
console.log(
  `Markdown twins: ${(md.bytes / 1e6).toFixed(2)} MB raw, ${(md.gzip / 1e6).toFixed(2)} MB gzip in ${md.files} files, beside their pages' HTML ${(md.htmlBytes / 1e6).toFixed(2)} MB raw, ${(md.htmlGzip / 1e6).toFixed(2)} MB gzip (${ratio(md.gzip, md.htmlGzip)} gzip)`,
);
console.log(
  `\n## Lighthouse, mobile preset (median of 3; load average ${loadavg()
    .map((n) => n.toFixed(2))
    .join(', ')})`,
);
for (const line of lighthouseLines(
  await measureLighthouse(`http://127.0.0.1:${port}`, FIRST_VISIT_PATHS, 3, { calibrate: true }),
  reference.lighthouseMobile,
))
  console.log(line);
console.log('\n## Client navigation: click on a link until the new title shows (median of 7)');
for (const [from, to, what] of [
  ['/features/checkpoints', '/getting-started/installing', 'to another section (its code loads on the click)'],
  ['/getting-started/installing', '/getting-started/your-first-task', 'within the section'],
] as const) {
  const runs: number[] = [];
  for (let i = 0; i < 7; i++) runs.push((await clickToTitle(browser, `http://127.0.0.1:${port}`, from, to)).shownMs);
  const ms = median(runs);
  const ref = reference.clientNavigationClickToH1Ms;
  console.log(`  ${what}: ${ms.toFixed(0)} ms   reference ${ref} ms   ratio ${ratio(ms, ref)}`);
}
console.log('\n## Search');
const shards = await shardSizes(sections.map((s) => s.value));
for (const s of shards) console.log(`  ${s.section}: ${kb(s.raw)} raw, ${kb(s.gzip)} gzip`);
const shardGzip = shards.reduce((a, s) => a + s.gzip, 0);
const refIndex = reference.search.globalIndexGzipBytes;
console.log(
  `all shards: ${kb(shardGzip)} gzip   reference index ${kb(refIndex)} gzip   ratio ${ratio(shardGzip, refIndex)}   (budget 350 KB)`,
);
const colds: number[] = [];
for (let i = 0; i < 5; i++) colds.push(await coldFirstSuggestion(browser, `http://127.0.0.1:${port}/faq`));
colds.sort((a, b) => a - b);
const cold = colds[2]!;
const refCold = reference.search.coldFocusToFirstSuggestionMs;
console.log(
  `cold focus to first suggestion (median of 5): ${cold.toFixed(0)} ms   reference ${refCold} ms   ratio ${ratio(cold, refCold)}   (target < 0.33x)`,
);
for (const asWorker of [false, true]) {
  const warm = await warmLatency(
    sections.map((s) => s.value),
    { asWorker },
  );
  console.log(
    `warm query (relevance set, ${asWorker ? 'as the search box: release notes only when asked' : 'all shards, as the results page'}): median ${warm.medianMs.toFixed(2)} ms, p95 ${warm.p95Ms.toFixed(2)} ms   reference ${reference.search.warmQueryMs} ms   ratio ${ratio(warm.p95Ms, reference.search.warmQueryMs)}   (target p95 ≤ 5 ms)`,
  );
}
await browser.close();
server.close();

console.log(
  `\n## Load (autocannon, 20 s per run, loopback; load average before: ${loadavg()
    .map((n) => n.toFixed(2))
    .join(', ')})`,
);
const { measureLoad } = await import('./load.ts');
const { loadLines } = await import('./load-report.ts');
for (const line of loadLines(await measureLoad(repoRoot, dir))) console.log(line);

console.log('\n## Release of one version (npm run release: update-notes only)');
const { measureReleases } = await import('./release.ts');
// The first release in a fresh checkout compiles every page; later ones reuse that work.
const rels = await measureReleases(repoRoot, origin, 4);
rels.forEach((rel, i) =>
  console.log(
    `release ${rel.version}${i ? '' : ' (cold caches)'}: command ${rel.wallSeconds.toFixed(1)} s (validate ${rel.seconds.validate!.toFixed(1)} s, build ${rel.seconds.build!.toFixed(1)} s, prerender and publish ${rel.seconds.publish!.toFixed(1)} s)`,
  ),
);
const relWarm = median(rels.slice(1).map((r) => r.wallSeconds));
console.log(
  `release (warm, median of 3): ${relWarm.toFixed(1)} s   reference full rebuild ${reference.build.fullNoCacheSeconds} s   ratio ${ratio(relWarm, reference.build.fullNoCacheSeconds)}   (goal <= 20 s)`,
);
