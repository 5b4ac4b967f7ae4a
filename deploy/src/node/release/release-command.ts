import { resolve } from 'node:path';
import type { Origin } from '../origin/origin.ts';
import { release, type ReleaseReport } from './release.ts';
import { s3Release } from '../s3/s3-commands.ts';
import type { S3Site } from '../s3/s3-site.ts';
import { parseReleaseArgs } from './release-args.ts';

/** What the command prints about a release (warnings go to stderr separately). */
export function describeRelease(r: ReleaseReport): string[] {
  const s = r.seconds;
  const out: string[] = [];
  if (r.dryRun) {
    out.push(`Dry run: ${r.version} is valid; nothing was written or published.\n`);
    out.push(`--- generated page ${r.route} ---\n${r.page}---\n`);
  }
  out.push(`${r.dryRun ? 'Would change' : 'Changed'} ${r.changed.length} page(s):`);
  for (const route of r.changed) out.push(`  ${route}${route === r.route ? ' (new)' : ''}`);
  if (r.dryRun)
    return [
      ...out,
      ...(r.inventory.length ? [`Would add ${r.version} to ${r.inventory.join(' and ')}`] : []),
      `Validated in ${s.validate.toFixed(1)} s.`,
    ];
  out.push(`Entry added: ${r.entryFile}`);
  out.push(
    r.inventory.length
      ? `Inventory: ${r.version} added to ${r.inventory.join(' and ')}`
      : `Inventory: already lists ${r.version}`,
  );
  out.push(`update-notes: ${r.previousBuildId ?? '(not live)'} -> ${r.buildId}; shell and other sections untouched`);
  out.push(
    `Released ${r.version} in ${s.total.toFixed(1)} s (validate ${s.validate.toFixed(1)} s, build ${s.build?.toFixed(1)} s, publish ${s.publish?.toFixed(1)} s).${s.cpu === undefined ? '' : ` CPU time ${s.cpu.toFixed(1)} s.`}`,
  );
  const list = (o: Record<string, number>) =>
    Object.entries(o)
      .map(([k, v]) => `${k} ${v.toFixed(1)}`)
      .join(', ');
  if (r.steps) out.push(`  build steps (s): ${list(r.steps.build)}`, `  publish steps (s): ${list(r.steps.publish)}`);
  if (r.shareImages)
    out.push(`  share images: ${r.shareImages.rendered} drawn, ${r.shareImages.reused} unchanged (from the cache)`);
  if (r.pages)
    out.push(
      `  ${r.pages.published} pages published, ${r.pages.reused} of them unchanged but for the builds they name (not rendered again)`,
    );
  out.push(
    `Roll back with: npm run deploy -- rollback update-notes (then git rm ${r.entryFile}, and take ${r.route} out of the inventory)`,
  );
  return out;
}

function print(r: ReleaseReport) {
  if (!r.dryRun) for (const w of r.warnings) console.warn(`warning: ${w}`);
  console.log(describeRelease(r).join('\n'));
}

/**
 * `npm run release -- <version> --date <YYYY-MM-DD> --from <entry file> [--dry-run]`.
 * `UPDATE_NOTES_DIR` releases into a copy of the update-notes remote (the benchmark's), as
 * `SITE_DIR` publishes into another origin; `INVENTORY_DIR` names the copy of `shared/inventory`
 * the version is added to, which a copy of the remote needs.
 */
export async function releaseCommand(argv: string[], ctx: { repoRoot: string; origin: Origin; site?: S3Site }) {
  const args = parseReleaseArgs(argv);
  const remoteDir = process.env.UPDATE_NOTES_DIR ? resolve(process.env.UPDATE_NOTES_DIR) : undefined;
  const inventoryDir = process.env.INVENTORY_DIR ? resolve(process.env.INVENTORY_DIR) : undefined;
  // npm runs scripts from the repository root; INIT_CWD is where the command was typed.
  const from = resolve(process.env.INIT_CWD ?? process.cwd(), args.from);
  const input = {
    repoRoot: ctx.repoRoot,
    ...args,
    from,
    ...(remoteDir ? { remoteDir } : {}),
    ...(inventoryDir ? { inventoryDir } : {}),
  };
  const report = ctx.site ? await s3Release(ctx.site, input) : await release({ ...input, origin: ctx.origin });
  print(report);
}
