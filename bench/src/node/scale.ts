import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildShell } from '@roo-docs/shell/node';
import { launchBrowser } from './browser.ts';
import { measureSite, type SiteFigures } from './measure-site.ts';
import { createScaleSite } from './scale/site.ts';
import { scaleTable, type Reference } from './scale-report.ts';

const repoRoot = resolve(fileURLToPath(new URL('../../..', import.meta.url)));

/**
 * Generates, builds, publishes and measures a site of each size in turn, then prints one table
 * (and writes it to `bench-results/scale.md`). Each generated copy is deleted once measured.
 */
export async function runScale(sizes: number[], options: { keep: boolean }): Promise<void> {
  const reference: Reference = JSON.parse(await readFile(join(repoRoot, 'bench/reference.json'), 'utf8'));
  const t = performance.now();
  const shell = await buildShell(repoRoot);
  const shellSeconds = (performance.now() - t) / 1000;
  const browser = await launchBrowser();
  const runs: { n: number; figures: SiteFigures }[] = [];
  try {
    for (const n of sizes) {
      console.log(`\n## N=${n}: generating`);
      const site = await createScaleSite(repoRoot, n);
      try {
        const figures = await measureSite({
          repoRoot,
          name: `scale-${n}`,
          shell,
          browser,
          remoteDir: site.remoteDir,
          log: console.log,
          lighthouseRuns: 3,
        });
        runs.push({ n, figures });
      } finally {
        if (!options.keep) await site.remove();
      }
    }
  } finally {
    await browser.close();
  }
  const table = scaleTable(runs, reference, shellSeconds);
  console.log(`\n## Scale (shell build ${shellSeconds.toFixed(1)} s, counted in every full build)\n\n${table}`);
  await mkdir(join(repoRoot, 'bench-results'), { recursive: true });
  await writeFile(join(repoRoot, 'bench-results', 'scale.md'), `${table}\n`);
}
