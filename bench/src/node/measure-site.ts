import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { buildRemote, type RemoteBuild } from '@roo-docs/section-build';
import { SECTION_NAMES, type SectionName } from '@roo-docs/schemas';
import type { ShellBuild } from '@roo-docs/shell/node';
import { originAt, publish, createOriginServer, listen } from '@roo-docs/deploy';
import { measureFirstVisit, type FirstVisit } from './first-visit.ts';
import { coldFirstSuggestion, shardSizes, warmLatency } from './search.ts';
import { htmlTotals, largestJs, navigationBytes, routeTableBytes } from './site-bytes.ts';
import { median } from './navigation.ts';
import { measureReleases, type ReleaseRun } from './release.ts';
import { measureLighthouse, type LighthouseFigures } from './lighthouse.ts';
import { timed } from './timed.ts';

export const FIRST_VISIT_PATHS = ['/', '/features/checkpoints', '/update-notes/v3.28.17'] as const;

export interface SiteFigures {
  pages: number;
  sectionSeconds: Record<SectionName, number>;
  /** Peak resident memory of this process so far (MiB): builds run in it. */
  peakMiB: number;
  publishSeconds: number;
  /** `npm run release` of four successive versions: the first with empty build caches. */
  releases: ReleaseRun[];
  firstVisit: Record<string, FirstVisit>;
  navigation: Record<string, Awaited<ReturnType<typeof navigationBytes>>>;
  largestJs: Awaited<ReturnType<typeof largestJs>>;
  /** The release notes' route table: the index every visit to the section loads, and its largest bucket. */
  routeTable: Awaited<ReturnType<typeof routeTableBytes>>;
  html: Awaited<ReturnType<typeof htmlTotals>>;
  shards: Awaited<ReturnType<typeof shardSizes>>;
  warm: Awaited<ReturnType<typeof warmLatency>>;
  coldMs: number;
  /** Lighthouse's mobile figures (medians) of the first-visit pages, when asked for. */
  lighthouse?: Record<string, LighthouseFigures & { runs: LighthouseFigures[] }>;
  builds: RemoteBuild[];
}

/**
 * Builds every section (from `remoteDir(section)`), publishes them with `shell` into a fresh
 * origin under `.tmp/`, serves it and measures it: the same figures for the real site and a scale fixture.
 */
export async function measureSite(options: {
  repoRoot: string;
  name: string;
  shell: ShellBuild;
  browser: Browser;
  remoteDir?: (section: SectionName) => string;
  log?: (line: string) => void;
  /** Lighthouse runs per first-visit page (none by default: the real site's bench runs its own). */
  lighthouseRuns?: number;
}): Promise<SiteFigures> {
  const log = options.log ?? (() => {});
  const builds: RemoteBuild[] = [];
  const sectionSeconds = {} as Record<SectionName, number>;
  for (const s of SECTION_NAMES) {
    const remoteDir = options.remoteDir?.(s);
    const built = await timed(() => buildRemote(options.repoRoot, s, remoteDir ? { remoteDir } : {}));
    builds.push(built.value);
    sectionSeconds[s] = built.seconds;
    log(`  built ${s}: ${built.seconds.toFixed(1)} s (${built.value.table.routes.length} pages)`);
  }
  const dir = join(options.repoRoot, '.tmp', `bench-origin-${options.name}`);
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  const origin = originAt(dir);
  const published = await timed(() => publish({ origin, shell: options.shell, sections: builds }));
  log(`  published ${published.value.pages} pages: ${published.seconds.toFixed(1)} s`);

  const server = createOriginServer(dir);
  const port = await listen(server, 0);
  const base = `http://127.0.0.1:${port}`;
  try {
    const firstVisit: SiteFigures['firstVisit'] = {};
    const navigation: SiteFigures['navigation'] = {};
    for (const path of FIRST_VISIT_PATHS) {
      firstVisit[path] = await measureFirstVisit(options.browser, `${base}${path}`);
      navigation[path] = await navigationBytes(dir, path);
    }
    const colds: number[] = [];
    for (let i = 0; i < 3; i++) colds.push(await coldFirstSuggestion(options.browser, `${base}/faq`));
    // Before Lighthouse, whose trace processing runs in this process: the figure is the builds'.
    const peakMiB = process.resourceUsage().maxRSS / 1024;
    const lighthouse = options.lighthouseRuns
      ? await measureLighthouse(base, FIRST_VISIT_PATHS, options.lighthouseRuns)
      : undefined;
    if (lighthouse)
      log(
        `  lighthouse: ${FIRST_VISIT_PATHS.map((p) => `${p} ${lighthouse[p]!.performance} (TBT ${lighthouse[p]!.tbtMs.toFixed(0)} ms)`).join(', ')}`,
      );
    // Last, since each adds a version to the published site.
    const notesDir = options.remoteDir?.('update-notes');
    const releases = await measureReleases(options.repoRoot, origin, 4, ...(notesDir ? [notesDir] : []));
    log(`  releases: ${releases.map((r) => `${r.wallSeconds.toFixed(1)} s`).join(', ')} (the first with empty caches)`);
    return {
      pages: builds.reduce((a, b) => a + b.table.routes.length, 0),
      sectionSeconds,
      peakMiB,
      publishSeconds: published.seconds,
      releases,
      firstVisit,
      navigation,
      largestJs: await largestJs(dir),
      routeTable: await routeTableBytes(builds.find((b) => b.section === 'update-notes')!.dir),
      html: await htmlTotals(dir),
      shards: await shardSizes(builds),
      warm: await warmLatency(builds),
      coldMs: median(colds),
      lighthouse,
      builds,
    };
  } finally {
    await new Promise<void>((r) => server.close(() => r()));
    await rm(dir, { recursive: true, force: true });
  }
}
