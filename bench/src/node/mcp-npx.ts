// `npm run bench -- --mcp [runs] [--site DIR]`: the docs' MCP server as a reader's Roo Code starts
// it, `npx -y <package> --site …` on the packed tarball with an empty offline npm cache, beside the
// same bundle run by node and the workspace's jiti bin; on this checkout published (or DIR).
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport, type StdioServerParameters } from '@modelcontextprotocol/sdk/client/stdio.js';
import { buildMcpBundle, npxEntryOf, offlineNpxEnv, packBundle } from '@roo-docs/mcp/build';
import { publishThisCheckout } from './this-checkout.ts';

interface StartFigures {
  /** Spawn to the initialize answer, then to the tool list, then to the first search's hits. */
  connect: number;
  tools: number;
  search: number;
}

async function startOnce(params: StdioServerParameters): Promise<StartFigures> {
  const client = new Client({ name: 'bench', version: '1.0.0' });
  const started = performance.now();
  const since = () => performance.now() - started;
  try {
    await client.connect(new StdioClientTransport({ ...params, stderr: 'ignore' }));
    const connect = since();
    await client.listTools();
    const tools = since();
    const answer = await client.callTool({ name: 'search_docs', arguments: { query: 'checkpoints', limit: 3 } });
    if (answer.isError) throw new Error(`search_docs failed: ${JSON.stringify(answer.content)}`);
    return { connect, tools, search: since() };
  } finally {
    await client.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function measure(label: string, runs: number, params: () => Promise<StdioServerParameters>) {
  const figures: StartFigures[] = [];
  for (let i = 0; i < runs; i++) figures.push(await startOnce(await params()));
  const cell = (key: keyof StartFigures) => `${median(figures.map((f) => f[key])).toFixed(0)} ms`;
  console.log(`| ${label} | ${cell('connect')} | ${cell('tools')} | ${cell('search')} |`);
}

export async function runMcpNpxBench(repoRoot: string, runs: number, siteDir?: string): Promise<void> {
  const dir = siteDir ? resolve(siteDir) : await publishThisCheckout(repoRoot, 'bench-origin-mcp');
  const work = await mkdtemp(join(tmpdir(), 'roo-docs-mcp-bench-'));
  try {
    const built = await buildMcpBundle(join(repoRoot, 'mcp'), join(work, 'dist'));
    const tarball = await packBundle(built.outDir, work);
    const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;
    console.log(`\n## Docs MCP server (median of ${runs}; bundle ${kib(built.bytes)}, ${kib(built.gzipBytes)} gzipped)\n`);
    console.log('| started by | initialize | tools/list | first search_docs |\n| --- | --- | --- | --- |');
    const entry = npxEntryOf(tarball, dir);
    let round = 0;
    await measure('npx, empty offline cache', runs, async () => {
      const cache = join(work, `cache-${round++}`);
      await mkdir(cache);
      return { ...entry, cwd: work, env: offlineNpxEnv(cache) };
    });
    const warm = join(work, 'cache-warm');
    await measure('npx, cache kept', runs, async () => ({ ...entry, cwd: work, env: offlineNpxEnv(warm) }));
    const site = ['--site', dir];
    await measure('node on the bundle', runs, async () => ({ command: process.execPath, args: [built.bundle, ...site] }));
    const bin = join(repoRoot, 'mcp/bin/roo-docs-mcp.js');
    await measure('jiti bin (sources)', runs, async () => ({ command: process.execPath, args: [bin, ...site], cwd: repoRoot }));
  } finally {
    await rm(work, { recursive: true, force: true });
    if (!siteDir) await rm(dir, { recursive: true, force: true });
  }
}
