import { copyFile, mkdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { buildRemote } from '@roo-docs/section-build';
import { SECTION_NAMES } from '@roo-docs/schemas';
import { asTyped, engineAsWorker, measureWarmQueries } from '@roo-docs/search-worker/bench';
import { createSearchEngine, loadShard } from '@roo-docs/search-worker/engine';
import { RELEVANCE_CASES } from '@roo-docs/search-worker/relevance-cases';
import { createScaleSite } from './scale/site.ts';

const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );

/**
 * The shards of a generated site of `n` pages, built once and kept under `.tmp/search-scale/<n>/`:
 * building five sections of 2,000 pages takes minutes, measuring the worker engine on them seconds.
 */
export async function scaleShards(repoRoot: string, n: number, log: (line: string) => void): Promise<string> {
  const dir = join(repoRoot, '.tmp', 'search-scale', String(n));
  if ((await Promise.all(SECTION_NAMES.map((s) => exists(join(dir, `${s}.json`))))).every(Boolean)) return dir;
  log(`  generating and building the ${n}-page site's sections (once; kept in ${dir})`);
  const site = await createScaleSite(repoRoot, n);
  try {
    await mkdir(dir, { recursive: true });
    for (const section of SECTION_NAMES) {
      const build = await buildRemote(repoRoot, section, { remoteDir: site.remoteDir(section) });
      await copyFile(join(build.dir, 'search-shard.json'), join(dir, `${section}.json`));
      log(`  built ${section}: ${build.table.routes.length} pages`);
    }
  } finally {
    await site.remove();
  }
  return dir;
}

/**
 * Warm query latency of the worker engine on the shards of generated sites (the relevance set's
 * queries), with every shard loaded as the results page searches, and as the search box's
 * queries are answered, whole and as typed (each prefix); without building whole sites: `npm run bench -- --search-scale 430,2000`.
 */
export async function runSearchScale(repoRoot: string, sizes: number[], rounds: number): Promise<void> {
  const reference = JSON.parse(await readFile(join(repoRoot, 'bench/reference.json'), 'utf8'));
  const refMs: number = reference.search.warmQueryMs;
  for (const n of sizes) {
    const dir = await scaleShards(repoRoot, n, console.log);
    const shards = await Promise.all(
      SECTION_NAMES.map(async (s) => loadShard(JSON.parse(await readFile(join(dir, `${s}.json`), 'utf8')), s)),
    );
    const docs = shards.reduce((sum, s) => sum + s.index.documentCount, 0);
    const terms = shards.reduce((sum, s) => sum + s.index.termCount, 0);
    console.log(`N=${n}: ${docs} documents, ${terms} terms (the worker's engine in Node, relevance-set queries)`);
    const queries = RELEVANCE_CASES.map(([query, , context]) => ({ query, context }));
    // Each keystroke is a query too, and a short prefix reaches far more terms than a whole word.
    const typed = asTyped(RELEVANCE_CASES.map(([query]) => query)).map((query) => ({ query }));
    for (const [what, engine, asked] of [
      ['all shards, as the results page', createSearchEngine(shards), queries],
      ['as the search box (release notes only when asked)', engineAsWorker(shards), queries],
      [`as typed in the search box (${typed.length} prefixes of those queries)`, engineAsWorker(shards), typed],
    ] as const) {
      const runs = [];
      for (let i = 0; i < rounds; i++) runs.push(await measureWarmQueries(engine, asked));
      const mid = Math.floor(rounds / 2);
      const p50 = runs.map((r) => r.medianMs).sort((a, b) => a - b)[mid]!;
      const mean = runs.map((r) => r.meanMs).sort((a, b) => a - b)[mid]!;
      const p95s = runs.map((r) => r.p95Ms).sort((a, b) => a - b);
      console.log(
        `  ${what}: median ${p50.toFixed(2)} ms, mean ${mean.toFixed(2)} ms, p95 ${p95s[mid]!.toFixed(2)} ms (median of ${rounds} runs; p95 of each: ${p95s.map((p) => p.toFixed(1)).join(' ')})   reference ${refMs} ms   ratio ${(p95s[mid]! / refMs).toFixed(2)}x   (target p95 ≤ 5 ms)`,
      );
    }
  }
}
