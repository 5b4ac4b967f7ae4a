import { createRequire } from 'node:module';
import { dirname, join, sep } from 'node:path';
import * as factsAtStart from '@roo-docs/mdx-kit/facts';
import { TOOL_CATALOGUE_DIR } from '@roo-docs/assistant-schemas/node';
import type { BuildMode } from '@roo-docs/build-kit';
import { loadContentStep, type ContentStep, type GeneratedContent } from '../pages/content-step.ts';
import { lastUpdatedTimes } from '../pages/last-updated.ts';
import { plannedRoutes } from '../pages/links.ts';
import { useToolCatalogue, type ToolCatalogue } from '../mdx/tool-catalogue-source.ts';
import type { FactTables } from '../rules/fact-ids.ts';
import { importFresh } from './import-fresh.ts';

const resolve = createRequire(import.meta.url).resolve;
const FACTS_ENTRY = resolve('@roo-docs/mdx-kit/facts');
const FACTS_DIR = dirname(FACTS_ENTRY);
const TOOLS_ENTRY = resolve('@roo-docs/assistant-schemas/tools');

const under = (dir: string) => (file: string) => file.startsWith(dir + sep);

/**
 * What a section's pages are compiled and checked from besides their own text, each read once and
 * again only when one of its files is among those an update names as changed (a long-lived
 * compiler, the dev server's, lives through many saves; Node keeps the first copy of a module it
 * imported, so data a writer saves is imported afresh):
 * - the remote's content step, kept loaded (loading it evaluates every module it imports, and a
 *   step may remember what it read: update-notes its parsed entries), loaded again when the
 *   remote's own code changes;
 * - the pages' last-change dates, from git's history, which saving a file does not change;
 * - the fact tables the page rules look ids up in, and the tool catalogue the pages' tool
 *   components compile from (a copy that fails to load, saved half-written, leaves the last one);
 * - the routes the site plans (shared/inventory).
 */
export function sectionInputs(repoRoot: string, remoteDir: string, mode: BuildMode) {
  let step: Promise<ContentStep | null> | undefined;
  let dates: Promise<Map<string, string>> | undefined;
  let facts: Promise<FactTables> = Promise.resolve(factsAtStart);
  let planned: Set<string> | undefined;
  const fresh = mode === 'development';

  return {
    /** Forgets what `files` change (absolute paths; all of it when not given). */
    async changed(files: readonly string[] | undefined): Promise<void> {
      if (!files) return;
      if (files.some(under(join(remoteDir, 'src')))) step = undefined;
      if (!fresh) return;
      if (files.some(under(FACTS_DIR))) {
        const before = facts;
        facts = importFresh<FactTables>(FACTS_ENTRY).catch(() => before);
      }
      if (files.some(under(TOOL_CATALOGUE_DIR))) {
        try {
          useToolCatalogue(await importFresh<ToolCatalogue>(TOOLS_ENTRY));
        } catch (error) {
          console.warn(`The tool catalogue did not load; pages keep the last one that did: ${(error as Error).message}`);
        }
      }
    },
    async generated(): Promise<GeneratedContent | null> {
      step ??= loadContentStep(remoteDir);
      step.catch(() => (step = undefined)); // a step that failed to load is loaded again next time
      const run = await step;
      return run ? run(remoteDir) : null;
    },
    dates: () => (dates ??= lastUpdatedTimes(repoRoot, remoteDir)),
    facts: () => facts,
    planned: () => (planned ??= plannedRoutes()),
  };
}

export type SectionInputs = ReturnType<typeof sectionInputs>;
