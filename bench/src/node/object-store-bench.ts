import { POINTER_PATH } from '@roo-docs/schemas/contract';
// `npm run bench -- --object-store [--rounds 50]`: the bucket origin beside the folder origin, same
// run, same builds: publishing one section, releasing one version (npm run release, cold caches
// then warm), the switch seen by two edges and a cache, edge
// throughput through nginx's proxy_cache and without (beside nginx on the folder), cache hit ratio,
// and N rounds of two runners publishing two sections at the same moment.
import { cp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import autocannon from 'autocannon';
import { buildRemote, type RemoteBuild } from '@roo-docs/section-build';
import { SECTION_NAMES } from '@roo-docs/schemas';
import { buildShell } from '@roo-docs/shell/node';
import {
  cephEndpoint,
  createEdgeServer,
  listen,
  NGINX_EDGE_CACHE_CONF,
  NGINX_EDGE_CACHE_MAPS_CONF,
  onObjectStore,
  openS3Site,
  originAt,
  publish,
  type Origin,
  readS3Pointer,
} from '@roo-docs/deploy';
import { startNginx } from './nginx-host.ts';
import { measureReleases, type BucketTarget } from './release.ts';
import { runChild } from './run-child.ts';
import { timed } from './timed.ts';

type Figures = Record<string, string | number>;

async function editedBuild(repoRoot: string, section: 'cloud' | 'getting-started', n: number): Promise<RemoteBuild> {
  const copy = join(repoRoot, '.tmp', 'bench-remotes', `${section}-${n}`);
  await rm(copy, { recursive: true, force: true });
  await cp(join(repoRoot, 'remotes', section), copy, { recursive: true, filter: (src) => !src.includes('/dist') });
  const page = join(copy, section === 'cloud' ? 'content/roo-code-cloud/login.mdx' : 'content/faq.mdx');
  await writeFile(page, `${await readFile(page, 'utf8')}\n\nBench build ${n}.\n`);
  return buildRemote(repoRoot, section, { remoteDir: copy });
}

async function runner(repoRoot: string, url: string, build: RemoteBuild, name: string): Promise<{ attempts: number }> {
  const file = join(repoRoot, '.tmp', 'bench-runners', `${name}.json`);
  await writeFile(file, JSON.stringify(build));
  const r = await runChild('node', [join(repoRoot, 'tests/support/s3-runner.mjs'), url, file], {
    env: { ...process.env, ROO_DOCS_S3_WORK: join(repoRoot, '.tmp', 'bench-runners', name) },
  });
  if (r.code !== 0) throw new Error(r.err);
  return JSON.parse(r.out) as { attempts: number };
}

async function load(url: string, connections: number, seconds: number) {
  const r = await autocannon({
    url: `${url}/features/checkpoints`,
    connections,
    duration: seconds,
    timeout: 10,
    headers: { 'accept-encoding': 'br, gzip' },
  });
  return `${Math.round(r.requests.average)} req/s, p99 ${r.latency.p99} ms${r.non2xx + r.errors ? `, ${r.non2xx + r.errors} failed` : ''}`;
}

export async function runObjectStoreBench(repoRoot: string, rounds: number): Promise<Figures> {
  const endpoint = cephEndpoint();
  const figures = printedAsSet();
  try {
    const shell = await buildShell(repoRoot);
    const sections: RemoteBuild[] = [];
    for (const s of SECTION_NAMES) sections.push(await buildRemote(repoRoot, s));
    const folder = originAt(join(repoRoot, '.tmp', 'bench-object-store-folder'));
    await rm(folder.dir, { recursive: true, force: true });
    await mkdir(join(repoRoot, '.tmp', 'bench-runners'), { recursive: true });
    const { url, store } = await endpoint.bucket('bench');
    const site = openS3Site(url, repoRoot, {
      ...endpoint.env,
      ROO_DOCS_S3_WORK: join(repoRoot, '.tmp', 'bench-object-store-work'),
    });
    await rm(site.work.dir, { recursive: true, force: true });
    figures['publish-all, folder (s)'] = (await timed(() => publish({ origin: folder, shell, sections }))).seconds;
    figures['publish-all, bucket, fresh runner (s)'] = (
      await timed(() => onObjectStore(site, (w) => publish({ origin: w, shell, sections })))
    ).seconds;
    const cloud = [await editedBuild(repoRoot, 'cloud', 1), await editedBuild(repoRoot, 'cloud', 2)];
    const times = { folder: [] as number[], bucket: [] as number[] };
    for (let i = 0; i < 4; i++) {
      const b = cloud[i % 2]!;
      times.folder.push((await timed(() => publish({ origin: folder, sections: [b] }))).seconds);
      times.bucket.push((await timed(() => onObjectStore(site, (w) => publish({ origin: w, sections: [b] })))).seconds);
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    figures['publish cloud, folder, median of 4 (s)'] = median(times.folder);
    figures['publish cloud, bucket, median of 4 (s)'] = median(times.bucket);
    figures['publish cloud, bucket / folder'] = Number((median(times.bucket) / median(times.folder)).toFixed(2));
    await releaseFigures(repoRoot, folder, { url, env: { ...endpoint.env, ROO_DOCS_S3_WORK: site.work.dir } }, figures);
    await edgesAndCache(repoRoot, { store, site, cloud, folderDir: folder.dir }, figures);
    const start = [sections.find((s) => s.section === 'getting-started')!, await editedBuild(repoRoot, 'getting-started', 1)];
    let retries = 0;
    for (let round = 1; round <= rounds; round++) {
      const [a, b] = await Promise.all([
        runner(repoRoot, url, cloud[round % 2]!, 'cloud'),
        runner(repoRoot, url, start[round % 2]!, 'start'),
      ]);
      retries += a.attempts + b.attempts - 2;
      const live = (await readS3Pointer(store))!.doc.remotes.sections;
      if (live.cloud?.buildId !== cloud[round % 2]!.buildId || live['getting-started']?.buildId !== start[round % 2]!.buildId)
        throw new Error(`round ${round}: the pointer lost an update`);
    }
    figures[`two runners, rounds with both sections live`] = `${rounds} of ${rounds} (${retries} re-applies after a lost race)`;
  } finally {
    endpoint.close();
  }
  return figures;
}

/**
 * `npm run release` of one version into the folder and into the bucket (the runner's work folder
 * already holds the live site, as on a runner that has published before): the release command's
 * wall time, the first with empty build caches, the second warm. The goal is the bucket's <= 20 s.
 */
async function releaseFigures(repoRoot: string, folder: Origin, bucket: BucketTarget, figures: Figures) {
  const intoFolder = await measureReleases(repoRoot, folder, 2);
  const intoBucket = await measureReleases(repoRoot, bucket, 2);
  for (const [i, when] of ['cold caches', 'warm'].entries()) {
    const [f, b] = [intoFolder[i]!.wallSeconds, intoBucket[i]!.wallSeconds];
    figures[`release ${intoBucket[i]!.version} (${when}), folder / bucket (s)`] = `${f.toFixed(1)} / ${b.toFixed(1)}`;
    figures[`release ${intoBucket[i]!.version} (${when}), bucket / folder`] = Number((b / f).toFixed(2));
  }
}

/** Figures as a table's rows, each printed when measured (a later failure loses none). */
function printedAsSet(): Figures {
  console.log('| figure | value |\n| --- | --- |');
  return new Proxy({} as Figures, {
    set(target, key, value: string | number) {
      console.log(`| ${String(key)} | ${value} |`);
      target[String(key)] = value;
      return true;
    },
  });
}

interface BucketSite {
  store: Parameters<typeof createEdgeServer>[0];
  site: ReturnType<typeof openS3Site>;
  cloud: RemoteBuild[];
  folderDir: string;
}

async function edgesAndCache(repoRoot: string, { store, site, cloud, folderDir }: BucketSite, figures: Figures) {
  const edges = [createEdgeServer(store), createEdgeServer(store)];
  const urls = await Promise.all(edges.map(async (e) => `http://127.0.0.1:${await listen(e, 0)}`));
  const cache = await startNginx(repoRoot, '', 2, {
    http: [
      `upstream roo_docs_edges { ${urls.map((u) => `server ${new URL(u).host};`).join(' ')} keepalive 64; }`,
      'proxy_cache_path $prefix/cache keys_zone=roo_docs:10m max_size=512m inactive=1d use_temp_path=off;',
      `include ${NGINX_EDGE_CACHE_MAPS_CONF};`,
      'log_format cachestatus $upstream_cache_status;',
    ].join('\n'),
    server: `include ${NGINX_EDGE_CACHE_CONF}; access_log $prefix/cache.log cachestatus;`,
  });
  const folderNginx = await startNginx(repoRoot, folderDir, 2);
  try {
    const flips: number[] = [];
    for (let i = 0; i < 4; i++) {
      const b = cloud[i % 2]!;
      await onObjectStore(site, (w) => publish({ origin: w, sections: [b] }));
      const t = performance.now();
      for (const base of [...urls, cache!.url])
        while (!(await (await fetch(`${base}${POINTER_PATH}`)).text()).includes(b.buildId))
          await new Promise((r) => setTimeout(r, 20));
      flips.push(Math.round(performance.now() - t));
    }
    figures['pointer flip seen by both edges and the cache (ms, 4 flips)'] = flips.join(', ');
    const seconds = Number(process.env.LOAD_SECONDS ?? 10);
    for (const connections of [50, 200, 1000]) {
      figures[`edge alone, ${connections} connections`] = await load(urls[0]!, connections, seconds);
      figures[`cache in front of two edges, ${connections} connections`] = await load(cache!.url, connections, seconds);
      figures[`nginx on the folder, ${connections} connections`] = await load(folderNginx!.url, connections, seconds);
    }
    const statuses = (await readFile(join(dirname(cache!.errorLog), 'cache.log'), 'utf8')).split('\n').filter(Boolean);
    const hits = statuses.filter((s) => s === 'HIT').length;
    figures['cache hit ratio over the runs through the cache'] =
      `${((100 * hits) / statuses.length).toFixed(1)} % of ${statuses.length} requests`;
  } finally {
    cache?.stop();
    folderNginx?.stop();
    for (const e of edges) e.close();
  }
}
