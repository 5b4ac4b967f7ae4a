import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BenchArgs } from './args.ts';

export interface BenchMode {
  /** The flag that picks this mode; the first mode whose flag is given runs. */
  flag: string;
  /** Flags this mode reads besides its own. */
  options?: string[];
  /** The flag with its arguments, and what the mode measures. */
  usage: [string, string];
  run: (args: BenchArgs) => Promise<unknown>;
}

const repoRoot = resolve(fileURLToPath(new URL('../../..', import.meta.url)));

// A new measurement is one entry here (its code may live in another package, imported in `run`).
export const MODES: BenchMode[] = [
  {
    flag: '--compare',
    options: ['--after'],
    usage: ['--compare <origin> [--after <origin>]', 'this checkout (or <after>) beside another published site, interleaved'],
    run: async (a) =>
      (await import('./compare.ts')).runCompare(required(a, '--compare', 'the folder of a published site'), a.valueOf('--after')),
  },
  {
    flag: '--release',
    options: ['--scale'],
    usage: ['--release [runs] [--scale N]', 'only the release of one version, repeated (on a generated site of N pages)'],
    run: async (a) =>
      (await import('./release-runs.ts')).runReleaseBench(
        a.count('--release', { min: 1, max: 20, absent: 3, bare: 3 }),
        oneSize(a),
      ),
  },
  {
    flag: '--dev',
    usage: ['--dev', "only the dev server's figures (npm run dev) beside the reference's docusaurus start"],
    run: async () => {
      const [{ runDevBench }, { launchBrowser }] = await Promise.all([import('@roo-docs/dev/bench'), import('./browser.ts')]);
      await runDevBench(repoRoot, launchBrowser);
    },
  },
  {
    flag: '--lighthouse',
    usage: ['--lighthouse', 'only Lighthouse mobile figures of the real site'],
    run: () => import('./lighthouse-part.ts'),
  },
  {
    flag: '--load',
    options: ['--site'],
    usage: ['--load [--site DIR]', 'only load figures, embedded server beside nginx (on DIR as published)'],
    run: () => import('./load-part.ts'),
  },
  {
    flag: '--mcp-start',
    options: ['--site'],
    usage: ['--mcp-start [runs] [--site DIR]', "the docs' MCP server started by npx from its packed tarball, cold and warm"],
    run: async (a) =>
      (await import('./mcp-npx.ts')).runMcpNpxBench(
        repoRoot,
        a.count('--mcp-start', { min: 1, max: 20, absent: 5, bare: 5 }),
        a.valueOf('--site'),
      ),
  },
  {
    flag: '--object-store',
    options: ['--rounds'],
    usage: [
      '--object-store [--rounds 50]',
      'the bucket origin beside the folder: publish, switch, edges and cache under load, two runners N rounds',
    ],
    run: async (a) =>
      (await import('./object-store-bench.ts')).runObjectStoreBench(
        repoRoot,
        a.count('--rounds', { min: 1, max: 500, absent: 50 }),
      ),
  },
  {
    flag: '--mcp',
    options: ['--site', '--rounds'],
    usage: [
      '--mcp [--site DIR] [--rounds 3]',
      "the docs' MCP server: search_docs and read_page cold and warm, beside the site's search",
    ],
    run: async (a) =>
      (await import('./mcp-bench.ts')).runMcpBench(
        repoRoot,
        a.valueOf('--site'),
        a.count('--rounds', { min: 1, max: 50, absent: 3 }),
      ),
  },
  {
    flag: '--search-scale',
    options: ['--rounds'],
    usage: ['--search-scale 430,2000 [--rounds 5]', "only the search worker's warm query latency at those sizes"],
    run: async (a) =>
      (await import('./search-scale.ts')).runSearchScale(
        repoRoot,
        a.sizes('--search-scale')!,
        a.count('--rounds', { min: 1, max: 50, absent: 5 }),
      ),
  },
  {
    flag: '--scale',
    options: ['--keep'],
    usage: ['--scale 430,1000,2000 [--keep]', 'the same figures for generated sites of N pages, side by side'],
    run: async (a) => (await import('./scale.ts')).runScale(a.sizes('--scale')!, { keep: a.has('--keep') }),
  },
];

/** No flag: the real site, built, published and measured in full. */
const REAL_SITE: BenchMode = {
  flag: '',
  usage: ['(no flag)', 'the real site: build, first visit, navigation, search, release, load, Lighthouse'],
  run: () => import('./real-site.ts'),
};

const HELP: [string, string] = ['--help', 'this list'];

export const USAGE = [
  'npm run bench -- [mode]   (figures of this checkout beside bench/reference.json; results log: bench/RESULTS.md)',
  '',
  ...[...[REAL_SITE, ...MODES].map((m) => m.usage), HELP].map(([flags, what]) => `  ${flags.padEnd(40)} ${what}`),
].join('\n');

/** The mode the flags pick; an unknown flag is an error rather than a full bench run. */
export function chooseMode(args: BenchArgs): BenchMode {
  const known = new Set(MODES.flatMap((m) => [m.flag, ...(m.options ?? [])]));
  const unknown = args.list.filter((a) => a.startsWith('--') && !known.has(a));
  if (unknown.length) throw new Error(`Unknown flag ${unknown.join(', ')}\n\n${USAGE}`);
  return MODES.find((m) => args.has(m.flag)) ?? REAL_SITE;
}

function required(args: BenchArgs, flag: string, what: string): string {
  const value = args.valueOf(flag);
  if (value === undefined) throw new Error(`${flag} takes ${what}`);
  return value;
}

function oneSize(args: BenchArgs): number | undefined {
  const sizes = args.sizes('--scale');
  if (sizes && sizes.length !== 1) throw new Error('--release --scale takes one page count');
  return sizes?.[0];
}
