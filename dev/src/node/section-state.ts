import { join, relative } from 'node:path';
import {
  buildDependencyDigest,
  cacheDirOf,
  lastUpdatedTimes,
  prepareSection,
  type PreparedSection,
} from '@roo-docs/section-build';
import type { SectionName } from '@roo-docs/schemas/contract';
import { devMetadataReader } from './dev-metadata.ts';
import { keptContentStep } from './kept-content-step.ts';
import { sourceErrorOf, type SourceError } from './source-error.ts';

/** A live section's pages as last read, and what is wrong in them (shown, never fatal). */
export interface SectionState {
  prepared: PreparedSection | null;
  errors: SourceError[];
  warnings: string[];
}

const LINK_ERROR = /^(.+?):(\d+): ([\s\S]*)$/;

/** Reads a section's pages again (only changed pages are compiled) and writes its development modules. */
export async function sectionReader(repoRoot: string, section: SectionName) {
  const remoteDir = join(repoRoot, 'remotes', section);
  const warmStart = { cacheDir: cacheDirOf(remoteDir), baseDir: remoteDir, digest: await buildDependencyDigest(repoRoot) };
  const metadata = devMetadataReader((file) => relative(repoRoot, file), warmStart);
  const state: SectionState = { prepared: null, errors: [], warnings: [] };
  // Dates come from git's history, which saving a file does not change: read once.
  let dates: Promise<Map<string, string>> | undefined;
  const lastUpdated = (root: string, dir: string) => (dates ??= lastUpdatedTimes(root, dir));
  const contentStep = keptContentStep(remoteDir);
  async function refresh(): Promise<SectionState> {
    try {
      const prepared = await prepareSection(repoRoot, section, remoteDir, {
        readMetadata: metadata.read,
        mode: 'development',
        lastUpdated,
        contentStep,
      });
      const linkErrors = prepared.links.errors.map((text) => {
        const m = LINK_ERROR.exec(text);
        const file = `remotes/${section}/${m?.[1] ?? ''}`;
        return m ? { file, line: Number(m[2]) || undefined, reason: m[3]! } : { file: `remotes/${section}`, reason: text };
      });
      Object.assign(state, {
        prepared,
        errors: [...metadata.errors(new Set(prepared.files.map((f) => f.file))), ...linkErrors],
        warnings: prepared.warnings,
      });
    } catch (error) {
      // A bad sidebar.json or content step: the last good table stays served.
      state.errors = [sourceErrorOf(`remotes/${section}`, error)];
    }
    return state;
  }
  return { remoteDir, state, refresh };
}
