import { resolve } from 'node:path';
import type { Origin } from './origin.ts';
import { release, type ReleaseReport } from './release.ts';
import { parseReleaseArgs } from './release-args.ts';

function print(r: ReleaseReport) {
  const s = r.seconds;
  if (r.dryRun) {
    console.log(`Dry run: ${r.version} is valid; nothing was written or published.\n`);
    console.log(`--- generated page ${r.route} ---\n${r.page}---\n`);
  }
  console.log(`${r.dryRun ? 'Would change' : 'Changed'} ${r.changed.length} page(s):`);
  for (const route of r.changed) console.log(`  ${route}${route === r.route ? ' (new)' : ''}`);
  if (r.dryRun) {
    console.log(`Validated in ${s.validate.toFixed(1)} s.`);
    return;
  }
  for (const w of r.warnings) console.warn(`warning: ${w}`);
  console.log(`Entry added: ${r.entryFile}`);
  console.log(`update-notes: ${r.previousBuildId ?? '(not live)'} -> ${r.buildId}; shell and other sections untouched`);
  console.log(
    `Released ${r.version} in ${s.total.toFixed(1)} s (validate ${s.validate.toFixed(1)} s, build ${s.build?.toFixed(1)} s, publish ${s.publish?.toFixed(1)} s).`,
  );
  console.log(`Roll back with: npm run deploy -- rollback update-notes (then git rm ${r.entryFile})`);
}

/** `npm run release -- <version> --date <YYYY-MM-DD> --from <entry file> [--dry-run]` */
export async function releaseCommand(argv: string[], ctx: { repoRoot: string; origin: Origin }) {
  const args = parseReleaseArgs(argv);
  // npm runs scripts from the repository root; INIT_CWD is where the command was typed.
  const report = await release({ ...ctx, ...args, from: resolve(process.env.INIT_CWD ?? process.cwd(), args.from) });
  print(report);
}
