import { rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { BUILD_ID_LENGTH, hashTree, runRspack, validateAssets, withBuildLock } from '@roo-docs/build-kit';
import { LATE_STYLE_ENTRIES, shellSsrConfig, shellWebConfig } from './rspack-config.ts';

export interface ShellBuild {
  buildId: string;
  dir: string;
  /** Entry files, relative to the build's `web/` folder. */
  entry: { scripts: string[]; styles: string[]; lateStyles: string[] };
}

/** Builds the shell (browser + Node) into `shell/dist/<buildId>/`, named by its content hash. */
export async function buildShell(repoRoot: string): Promise<ShellBuild> {
  const shellDir = join(repoRoot, 'shell');
  return withBuildLock(shellDir, () => buildShellUnlocked(shellDir));
}

async function buildShellUnlocked(shellDir: string): Promise<ShellBuild> {
  const staging = join(shellDir, 'dist', '.staging');
  await rm(staging, { recursive: true, force: true });
  const [web] = await runRspack([shellWebConfig(shellDir, staging), shellSsrConfig(shellDir, staging)]);
  await validateAssets(staging);
  const entrypoints = web!.toJson({ all: false, entrypoints: true }).entrypoints;
  const assets = entrypoints?.main?.assets?.map((a) => a.name) ?? [];
  const late = LATE_STYLE_ENTRIES.flatMap((name) => entrypoints?.[name]?.assets?.map((a) => a.name) ?? []);
  const entry = {
    scripts: assets.filter((a) => a.endsWith('.js')),
    styles: assets.filter((a) => a.endsWith('.css')),
    lateStyles: late.filter((a) => a.endsWith('.css')),
  };
  await writeFile(join(staging, 'shell-entry.json'), JSON.stringify(entry));

  const buildId = (await hashTree(staging)).digest('hex').slice(0, BUILD_ID_LENGTH);
  const dir = join(shellDir, 'dist', buildId);
  await rm(dir, { recursive: true, force: true });
  await rename(staging, dir);
  return { buildId, dir, entry };
}
