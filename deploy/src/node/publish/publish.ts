import { rm } from 'node:fs/promises';
import type { RemotesPointer, SectionName } from '@roo-docs/schemas';
import { stepTimes } from '@roo-docs/build-kit';
import type { RemoteBuild } from '@roo-docs/section-build';
import type { ShellBuild } from '@roo-docs/shell/node';
import { commitJournal } from '../origin/journal.ts';
import type { Origin } from '../origin/origin.ts';
import type { ValidatedBuild } from './artefacts.ts';
import { checkSite, liveTables } from './check.ts';
import { Compressor } from './compressor.ts';
import { place } from './place.ts';
import type { RenderContext } from './prerender.ts';
import { stage, type Staged } from './stage.ts';
import { failedStep, trackedSteps, type PublishStep, type TrackedSteps } from './step-error.ts';

export interface PublishInput {
  origin: Origin;
  /** A new shell build: every live section is prerendered again with it. */
  shell?: ShellBuild;
  sections: RemoteBuild[];
  /** Set by rollback: the history records the release this undoes. */
  rollback?: SectionName;
  /** Builds of `sections` already on the origin and validated there (rollback), not checked again. */
  validated?: Map<SectionName, ValidatedBuild>;
}

export interface PublishReport {
  pointer: RemotesPointer;
  pages: number;
  /** Pages whose live HTML was reused with the new builds swapped in (render-cache.ts), not rendered. */
  reusedPages: number;
  warnings: string[];
  /** Seconds per step: place, validate, check, prerender, site-wide, precompress, switch. */
  steps: Record<string, number>;
}

/**
 * Publishes new builds in five steps: place them beside the live site, validate every build the
 * new pointer names, check the site they would make, stage its pages in a new page folder, and
 * switch to it with one rename. A failure before the switch leaves the live site exactly as it
 * was and removes what the publish placed; a failure of the system's (a full disk) names its step.
 */
export async function publish(input: PublishInput): Promise<PublishReport> {
  const { origin } = input;
  const time = trackedSteps(stepTimes());
  const compressor = new Compressor();
  // Build folders and assets this publish placed, removed again if it stops before its switch-over.
  const created: string[] = [];
  let staged: Staged;
  let placed: Awaited<ReturnType<typeof placeAndCheck>>;
  try {
    placed = await placeAndCheck(input, compressor, time, created);
    const { live, ctx } = placed;
    const sections = input.shell ? [...ctx.tables.keys()] : input.sections.map((s) => s.section);
    staged = await stage(
      { origin, live, ctx, sections, shellPages: Boolean(input.shell), rollback: input.rollback },
      compressor,
      time,
    );
  } catch (error) {
    // Refused or failed: the placed folders' compression stops before they are removed and the
    // failure reported, so no twin is still being written when anyone reads the origin again.
    const step = time.current;
    await compressor.settle();
    for (const path of created) await rm(path, { recursive: true, force: true });
    throw failedStep(step, error, DOING[step]);
  }
  try {
    await switchOver(origin, staged, placed.warnings);
  } catch (error) {
    throw failedStep('switch', error, DOING.switch, true);
  }
  time.mark('switch');
  const reusedPages = staged.caches.reduce((n, c) => n + c.reused, 0);
  return { pointer: placed.ctx.pointer, pages: staged.pages, reusedPages, warnings: placed.warnings, steps: time.steps };
}

/** What each step does, for the message of a publish that failed there. */
const DOING: Record<PublishStep, string> = {
  place: 'copying the builds into the origin',
  validate: 'reading the builds the new pointer names',
  check: "checking the new site's links",
  prerender: 'writing the pages into a new page folder',
  'site-wide': 'writing the sitemap, llms.txt and redirect pages',
  precompress: 'writing the .br and .gz twins of pages and builds',
  switch: 'filling the page folder, writing the journal and switching over',
};

/** Place the builds beside the live site, validate every build the new pointer names, check the site. */
async function placeAndCheck(input: PublishInput, compressor: Compressor, time: TrackedSteps, created: string[]) {
  const { live, next, shell, validated } = await place(input.origin, input, compressor, created);
  time.mark('place');
  const ctx: RenderContext = { shell, pointer: next, tables: await liveTables(input.origin, next, validated) };
  time.mark('validate');
  const warnings = checkSite(input.sections, ctx.tables, shell.ssr.REDIRECTS);
  time.mark('check');
  return { live, ctx, warnings };
}

/** Switch: the journal's switch-over makes the staged folder live; then the render records are kept. */
async function switchOver(origin: Origin, staged: Staged, warnings: string[]): Promise<void> {
  await commitJournal(origin, staged.journal);
  // Only now do the recorded pages exist. A record left unwritten just means pages render again.
  for (const cache of staged.caches)
    await cache.save().catch((error: unknown) => warnings.push(`render cache not saved: ${String(error)}`));
}
