// `npm run bench`: the real site's figures beside the reference site's;
// `npm run bench -- --release [runs]`: only the release of one version, repeated;
// `npm run bench -- --lighthouse`: only Lighthouse's mobile figures of the real site (the full bench includes them);
// `npm run bench -- --scale 430,1000,2000`: the same figures for generated sites of N pages, side by side.
import '../production-env.ts';
const args = process.argv.slice(2);
const at = args.indexOf('--scale');
const releaseAt = args.indexOf('--release');
if (releaseAt !== -1) {
  const runs = Number(args[releaseAt + 1] ?? 3);
  if (!Number.isInteger(runs) || runs < 1 || runs > 20) throw new Error(`--release takes a number of runs, 1 to 20`);
  const { runReleaseBench } = await import('./release-runs.ts');
  await runReleaseBench(runs);
} else if (args.includes('--lighthouse')) {
  await import('./lighthouse-part.ts');
} else if (at === -1) {
  await import('./real-site.ts');
} else {
  const list = (args[at + 1] ?? '').split(',').map((s) => Number(s.trim()));
  if (!list.length || list.some((n) => !Number.isInteger(n) || n < 40 || n > 5000))
    throw new Error(`--scale takes page counts between 40 and 5000, comma-separated (got '${args[at + 1] ?? ''}')`);
  const { runScale } = await import('./scale.ts');
  await runScale(list, { keep: args.includes('--keep') });
}
