import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { RemoteBuild } from '@roo-docs/section-build';
import type { RemotesPointer, SectionName, SectionPointer } from '@roo-docs/schemas';
import type { ShellBuild } from '@roo-docs/shell/node';
import { readPointer, sectionBuildDir, type Origin } from '../origin/origin.ts';
import { adoptServedFiles } from '../origin/page-fill.ts';
import { validateSectionBuild, type ValidatedBuild } from './artefacts.ts';
import type { Compressor } from './compressor.ts';
import { placeAssets, placeImmutable } from './copy-build.ts';
import { precompress } from './precompress.ts';
import { loadShell, type LiveShell } from './prerender.ts';

export interface Placed {
  live: RemotesPointer;
  /** The pointer the publish switches to: the live one with the new builds in. */
  next: RemotesPointer;
  shell: LiveShell;
  /** Build folders validated where they are served from, by section. */
  validated: Map<SectionName, ValidatedBuild>;
}

/**
 * Place: copies the new builds into the origin beside the live ones (immutable folders nothing
 * points at yet), starts their compression, and validates each new section build where it is served
 * from. `validated` holds builds already on the origin and checked there (rollback). What it puts
 * on the origin that was not there is added to `created`, so a publish that fails can take it away.
 */
export async function place(
  origin: Origin,
  builds: { shell?: ShellBuild; sections: RemoteBuild[]; validated?: Map<SectionName, ValidatedBuild> },
  compressor: Compressor,
  created: string[] = [],
): Promise<Placed> {
  // A first publish creates its origin, as it always has.
  mkdirSync(origin.dir, { recursive: true });
  adoptServedFiles(origin);
  const live = await readPointer(origin);
  const shellId = builds.shell ? await placeShell(origin, live, builds.shell, created) : live.shell?.buildId;
  if (!shellId) throw new Error('No shell is live: publish the shell first (npm run deploy -- publish shell)');
  const next: RemotesPointer = { schemaVersion: 1, shell: { buildId: shellId }, sections: { ...live.sections } };
  // Kept as the live pointer has it: origins allowed to serve a local section (?dev=), set by hand.
  if (live.devOrigins?.length) next.devOrigins = live.devOrigins;
  const shell = await loadShell(origin, shellId);
  const validated = new Map(builds.validated);
  for (const build of builds.sections)
    next.sections[build.section] = await placeSection(origin, live, build, validated, compressor, created);
  return { live, next, shell, validated };
}

/** The shell's browser files under `_shell/`, compressed before they land; its Node build in deploy state. */
async function placeShell(origin: Origin, live: RemotesPointer, shell: ShellBuild, created: string[]): Promise<string> {
  const target = join(origin.dir, '_shell', shell.buildId);
  const liveShell = live.shell ? join(origin.dir, '_shell', live.shell.buildId) : undefined;
  if (await placeImmutable(join(shell.dir, 'web'), target, (dir) => precompress(dir, { reuseFrom: liveShell })))
    created.push(target);
  const node = join(origin.state, 'shell', shell.buildId);
  if (await placeImmutable(shell.dir, node)) created.push(node);
  return shell.buildId;
}

async function placeSection(
  origin: Origin,
  live: RemotesPointer,
  build: RemoteBuild,
  validated: Map<SectionName, ValidatedBuild>,
  compressor: Compressor,
  created: string[],
): Promise<SectionPointer> {
  const target = sectionBuildDir(origin, build.section, build.buildId);
  if (await placeImmutable(build.dir, target)) created.push(target);
  const previous = live.sections[build.section];
  compressor.startBuildFolder(target, previous && sectionBuildDir(origin, build.section, previous.buildId));
  // An asset new to the origin goes with its twins, written just below.
  for (const asset of await placeAssets(target, origin.dir)) created.push(asset, `${asset}.br`, `${asset}.gz`);
  await precompress(join(origin.dir, '_assets'));
  const known = validated.get(build.section);
  if (known?.pointer.buildId !== build.buildId)
    validated.set(build.section, await validateSectionBuild(build.section, build.buildId, target));
  return validated.get(build.section)!.pointer;
}
