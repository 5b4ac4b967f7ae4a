import { join, relative } from 'node:path';
import {
  buildDependencyDigest,
  cacheDirOf,
  lastUpdatedTimes,
  prepareSection,
  type PreparedSection,
} from '@roo-docs/section-build';
import type { SectionName } from '@roo-docs/schemas/contract';
import { crossLinkErrors, plannedRoutes, type SiteRoutes } from './cross-links.ts';
import { devMetadataReader } from './dev-metadata.ts';
import { keptContentStep } from './kept-content-step.ts';
import { linkErrorsOf } from './link-errors.ts';
import { sourceErrorOf, type SourceError } from './source-error.ts';

/** A live section's pages as last read, and what is wrong in them (shown, never fatal). */
export interface SectionState {
  prepared: PreparedSection | null;
  errors: SourceError[];
  warnings: string[];
  /**
   * How many times the pages were read because a file changed (1 after the start): what is built
   * from their text (the search index) follows it. A read that only completes the start's does not count.
   */
  version: number;
}

/**
 * Reads a section's pages again (only changed pages are compiled) and writes its development
 * modules. `otherRoutes` are the rest of the site's pages, which links out of the section must find.
 */
export async function sectionReader(
  repoRoot: string,
  section: SectionName,
  otherRoutes: () => SiteRoutes = () => ({ routes: [], partial: new Set() }),
) {
  const remoteDir = join(repoRoot, 'remotes', section);
  const warmStart = { cacheDir: cacheDirOf(remoteDir), baseDir: remoteDir, digest: await buildDependencyDigest(repoRoot) };
  const metadata = devMetadataReader((file) => relative(repoRoot, file), warmStart);
  const planned = plannedRoutes(repoRoot);
  const state: SectionState = { prepared: null, errors: [], warnings: [], version: 0 };
  // Dates come from git's history, which saving a file does not change: read once.
  let dates: Promise<Map<string, string>> | undefined;
  const lastUpdated = (root: string, dir: string) => (dates ??= lastUpdatedTimes(root, dir));
  const contentStep = keptContentStep(remoteDir);
  async function refresh({ filesChanged = true } = {}): Promise<SectionState> {
    try {
      const prepared = await prepareSection(repoRoot, section, remoteDir, {
        readMetadata: metadata.read,
        mode: 'development',
        lastUpdated,
        contentStep,
      });
      const site = otherRoutes();
      const partial = new Set([...prepared.links.partial, ...site.partial]);
      const outward = crossLinkErrors(prepared.links.external, [...prepared.routes, ...site.routes], planned, partial);
      const linkErrors = linkErrorsOf(section, remoteDir, [...prepared.links.errors, ...outward]);
      Object.assign(state, {
        prepared,
        errors: [...metadata.errors(new Set(prepared.files.map((f) => f.file))), ...linkErrors],
        warnings: prepared.warnings,
        version: state.version + (filesChanged ? 1 : 0),
      });
    } catch (error) {
      // A bad sidebar.json or content step: the last good table stays served.
      state.errors = [sourceErrorOf(`remotes/${section}`, error)];
    }
    return state;
  }
  return {
    remoteDir,
    state,
    refresh,
    /** Pages whose text the bundler gets changed without the file changing (a facts edit fixed or broke them). */
    takeSwitched: metadata.takeSwitched,
    /** Reads in full the pages the start read only the frontmatter of; how many (`refresh()` then has more to say). */
    complete: metadata.complete,
  };
}
