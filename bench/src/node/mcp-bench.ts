// `npm run bench -- --mcp [--site DIR] [--rounds 3]`: the docs' MCP server's latency over stdio and
// Streamable HTTP (cold and warm search_docs and read_page) beside the site's own search engine
// answering the same queries in process, on the real site published (or the origin DIR as it is).
import { spawn } from 'node:child_process';
import { readFile, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { httpClient, MCP_BIN, stdioClient, type DocsMcpClient } from '@roo-docs/mcp/clients';
import { engineAsWorker, measureWarmQueries } from '@roo-docs/search-worker/bench';
import { loadShard } from '@roo-docs/search-worker/engine';
import { RELEVANCE_CASES } from '@roo-docs/search-worker/relevance-cases';
import { originAt, readPointer } from '@roo-docs/deploy';
import { publishThisCheckout } from './this-checkout.ts';

const CASES = RELEVANCE_CASES.map(([query, , context]) => (context ? { query, context } : { query }));
// Pages of every section, long and short, read warm.
const PAGES = [
  '/',
  '/faq',
  '/features/checkpoints',
  '/features/custom-modes',
  '/providers/anthropic',
  '/roo-code-cloud/login',
  '/update-notes/v3.28.17',
];

interface Figures {
  connectMs: number;
  readColdMs: number;
  searchColdMs: number;
  searchWarm: Summary;
  readWarm: Summary;
}
type Summary = { medianMs: number; p95Ms: number; samples: number };

function summary(samples: number[]): Summary {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? 0;
  return { medianMs: at(0.5), p95Ms: at(0.95), samples: sorted.length };
}

async function timedCall(mcp: DocsMcpClient, name: string, args: Record<string, unknown>): Promise<number> {
  const start = performance.now();
  const answer = await mcp.call(name, args);
  if (answer.isError) throw new Error(`${name} ${JSON.stringify(args)} failed: ${answer.text}`);
  return performance.now() - start;
}

async function measure(connect: () => Promise<DocsMcpClient>, rounds: number): Promise<Figures> {
  const start = performance.now();
  const mcp = await connect();
  const connectMs = performance.now() - start;
  try {
    const readColdMs = await timedCall(mcp, 'read_page', { path: '/features/checkpoints' });
    const searchColdMs = await timedCall(mcp, 'search_docs', { query: 'checkpoints' });
    for (const c of CASES) await timedCall(mcp, 'search_docs', c); // warm-up pass, as the engine's
    const search: number[] = [];
    const read: number[] = [];
    for (let r = 0; r < rounds; r++) {
      for (const c of CASES) search.push(await timedCall(mcp, 'search_docs', c));
      for (const path of PAGES) read.push(await timedCall(mcp, 'read_page', { path }));
    }
    return { connectMs, readColdMs, searchColdMs, searchWarm: summary(search), readWarm: summary(read) };
  } finally {
    await mcp.close();
  }
}

/** The bin's own Streamable HTTP server on a free loopback port; stopped by the returned function. */
async function httpServer(site: string): Promise<{ url: string; stop(): void }> {
  const child = spawn(process.execPath, [MCP_BIN, '--site', site, '--http', '--port', '0'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const url = await new Promise<string>((done, fail) => {
    let err = '';
    child.stderr.on('data', (chunk: Buffer) => {
      err += chunk.toString();
      const at = / at (http:\/\/127\.0\.0\.1:\d+)\/mcp/.exec(err);
      if (at) done(at[1]!);
    });
    child.once('exit', (code) => fail(new Error(`the MCP server exited (${code}) before listening:\n${err}`)));
  });
  return { url, stop: () => void child.kill() };
}

/** The site's engine in process on the same origin's live shards, as the search box's worker runs it. */
async function engineFigures(dir: string): Promise<Summary> {
  const pointer = await readPointer(originAt(dir));
  const shards = await Promise.all(
    Object.entries(pointer.sections).map(async ([section, p]) =>
      loadShard(JSON.parse(await readFile(join(dir, p!.searchShard), 'utf8')), section as never),
    ),
  );
  return measureWarmQueries(engineAsWorker(shards), CASES);
}

const ms = (n: number) => `${n.toFixed(1)} ms`;
const row = (name: string, f: Figures) =>
  `| ${name} | ${ms(f.connectMs)} | ${ms(f.readColdMs)} | ${ms(f.readWarm.medianMs)} / ${ms(f.readWarm.p95Ms)} | ${ms(f.searchColdMs)} | ${ms(f.searchWarm.medianMs)} / ${ms(f.searchWarm.p95Ms)} |`;

export async function runMcpBench(repoRoot: string, given: string | undefined, rounds: number): Promise<void> {
  const dir = given ? resolve(given) : await publishThisCheckout(repoRoot, 'bench-origin-mcp');
  try {
    const stdio = await measure(() => stdioClient(dir, 'ignore'), rounds);
    const server = await httpServer(dir);
    const http = await measure(() => httpClient(server.url), rounds).finally(server.stop);
    const engine = await engineFigures(dir);
    console.log(`\n## Docs MCP server (${CASES.length} relevance queries and ${PAGES.length} pages, ${rounds} rounds warm)\n`);
    console.log(
      '| transport | start + connect | read_page cold | read_page warm median / p95 | search_docs cold | search_docs warm median / p95 |',
    );
    console.log('| --- | --- | --- | --- | --- | --- |');
    console.log(row('stdio', stdio));
    console.log(row('Streamable HTTP', http));
    console.log(`| the site's engine in process | | | | | ${ms(engine.medianMs)} / ${ms(engine.p95Ms)} |`);
  } finally {
    if (!given) await rm(dir, { recursive: true, force: true });
  }
}
