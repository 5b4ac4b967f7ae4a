// `npm run bench`: the real site's figures beside the reference site's;
// `npm run bench -- --release [runs] [--scale N]`: only the release of one version, repeated (on a generated site of N pages);
// `npm run bench -- --dev`: only the dev server's figures (npm run dev) beside the reference site's;
// `npm run bench -- --lighthouse`: only Lighthouse's mobile figures of the real site (the full bench includes them);
// `npm run bench -- --load`: only the load figures of the embedded server beside nginx on the real site (the full bench includes them);
// `npm run bench -- --scale 430,1000,2000`: the same figures for generated sites of N pages, side by side;
// `npm run bench -- --search-scale 430,2000 [--rounds 5]`: only the worker's warm query latency at those sizes;
// `npm run bench -- --compare <origin> [--after <origin>]`: this checkout beside another published site, interleaved.
import '../production-env.ts';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const args = process.argv.slice(2);
const at = args.indexOf('--scale');
const releaseAt = args.indexOf('--release');
const searchAt = args.indexOf('--search-scale');
const sizesOf = (value: string | undefined) => {
  const list = (value ?? '').split(',').map((s) => Number(s.trim()));
  if (!list.length || list.some((n) => !Number.isInteger(n) || n < 40 || n > 5000))
    throw new Error(`--scale and --search-scale take page counts between 40 and 5000, comma-separated (got '${value ?? ''}')`);
  return list;
};
const compareAt = args.indexOf('--compare');
if (compareAt !== -1) {
  const beforeDir = args[compareAt + 1];
  if (!beforeDir || beforeDir.startsWith('--')) throw new Error('--compare takes the folder of a published site');
  const afterAt = args.indexOf('--after');
  const { runCompare } = await import('./compare.ts');
  await runCompare(beforeDir, afterAt === -1 ? undefined : args[afterAt + 1]);
} else if (releaseAt !== -1) {
  const given = args[releaseAt + 1];
  const runs = given === undefined || given.startsWith('--') ? 3 : Number(given);
  if (!Number.isInteger(runs) || runs < 1 || runs > 20) throw new Error(`--release takes a number of runs, 1 to 20`);
  const { runReleaseBench } = await import('./release-runs.ts');
  const scale = at === -1 ? undefined : sizesOf(args[at + 1]);
  if (scale && scale.length !== 1) throw new Error('--release --scale takes one page count');
  await runReleaseBench(runs, scale?.[0]);
} else if (args.includes('--dev')) {
  const [{ runDevBench }, { launchBrowser }] = await Promise.all([
    import('../../../../dev/src/node/bench/index.ts'),
    import('./browser.ts'),
  ]);
  await runDevBench(resolve(fileURLToPath(new URL('../../../..', import.meta.url))), launchBrowser);
} else if (args.includes('--lighthouse')) {
  await import('./lighthouse-part.ts');
} else if (args.includes('--load')) {
  await import('./load-part.ts');
} else if (searchAt !== -1) {
  const roundsAt = args.indexOf('--rounds');
  const rounds = roundsAt === -1 ? 5 : Number(args[roundsAt + 1]);
  if (!Number.isInteger(rounds) || rounds < 1 || rounds > 50)
    throw new Error(`--rounds takes 1 to 50 (got '${args[roundsAt + 1] ?? ''}')`);
  const { runSearchScale } = await import('./search-scale.ts');
  await runSearchScale(resolve(fileURLToPath(new URL('../../../..', import.meta.url))), sizesOf(args[searchAt + 1]), rounds);
} else if (at === -1) {
  await import('./real-site.ts');
} else {
  const { runScale } = await import('./scale.ts');
  await runScale(sizesOf(args[at + 1]), { keep: args.includes('--keep') });
}
