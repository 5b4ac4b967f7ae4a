import { join } from 'node:path';
import { buildRemote } from '@roo-docs/section-build';
import { prepareRelease } from '@roo-docs/remote-update-notes';
import { recoverInterrupted } from '../origin/journal.ts';
import { withLock } from '../origin/lock.ts';
import { readPointer, type Origin } from '../origin/origin.ts';
import { publish } from '../publish/publish.ts';
import { beginRelease, endRelease, releaseBuilt } from './release-journal.ts';

export interface ReleaseInput {
  repoRoot: string;
  origin: Origin;
  version: string;
  date: string;
  /** The entry file to add (any path; it is copied to `entries/v<version>.mdx`). */
  from: string;
  dryRun?: boolean;
  /** Allows a version lower than the latest released one. */
  backfill?: boolean;
  /** The update-notes remote's folder (a copy in tests); default `remotes/update-notes`. */
  remoteDir?: string;
}

export interface ReleaseReport {
  version: string;
  route: string;
  dryRun: boolean;
  /** The entry file written, relative to the repository (none on a dry run). */
  entryFile?: string;
  /** The generated page of the new version (what `--dry-run` shows). */
  page: string;
  /** Routes whose page is new or different. */
  changed: string[];
  buildId?: string;
  previousBuildId?: string;
  /**
   * Seconds per phase, and in all; `cpu` is the CPU time of the whole process so far, every thread
   * (Rspack's and zlib's included), which a busy machine stretches far less than wall time.
   */
  seconds: { validate: number; build?: number; publish?: number; total: number; cpu?: number };
  /** Pages of the section published, and how many of them were reused rather than rendered. */
  pages?: { published: number; reused: number };
  /** Seconds per step inside the build and the publish. */
  steps?: { build: Record<string, number>; publish: Record<string, number> };
  /** Share images the build drew, and those it took from the cache (earlier builds drew them). */
  shareImages?: { rendered: number; reused: number };
  warnings: string[];
}

const since = (t: number) => Math.round((performance.now() - t) / 100) / 10;
const cpuSeconds = () => {
  const { user, system } = process.cpuUsage();
  return Math.round((user + system) / 100_000) / 10;
};

/**
 * Releases one version as one transaction under the deploy lock: validates the entry (nothing is
 * written if it is refused), records the release, adds the entry, builds only update-notes and
 * publishes it. The shell and the other sections are not rebuilt or re-rendered. A failure, or a
 * kill followed by `repair` or another release, leaves either the version live with its entry or
 * no entry and the previous build live (release-journal.ts).
 */
export async function release(input: ReleaseInput): Promise<ReleaseReport> {
  const start = performance.now();
  const remoteDir = input.remoteDir ?? join(input.repoRoot, 'remotes', 'update-notes');
  const prepare = async () => {
    const prepared = await prepareRelease(remoteDir, {
      version: input.version,
      date: input.date,
      fromFile: input.from,
      backfill: input.backfill,
    });
    const base = {
      version: input.version,
      route: `/update-notes/v${input.version}`,
      page: prepared.page,
      changed: prepared.changed,
    };
    return { prepared, base, seconds: { validate: since(start), total: 0 } as ReleaseReport['seconds'] };
  };
  if (input.dryRun) {
    const { base, seconds } = await prepare();
    return { ...base, dryRun: true, seconds: { ...seconds, total: since(start) }, warnings: [] };
  }
  // Validated with the lock held: the lock first settles a release that was killed, so its entry
  // is gone (or live) before this one is checked against the others.
  return withLock(input.origin, async () => {
    const { prepared, base, seconds } = await prepare();
    const entryPath = join(remoteDir, prepared.file);
    const previousBuildId = (await readPointer(input.origin)).sections['update-notes']?.buildId;
    const record = await beginRelease(input.origin, {
      version: input.version,
      remoteDir,
      entryFile: entryPath,
      text: prepared.text,
    });
    try {
      let t = performance.now();
      // Only a handful of pages change: what earlier builds of this folder compiled is reused.
      const build = await buildRemote(input.repoRoot, 'update-notes', { remoteDir, cache: true });
      await releaseBuilt(input.origin, record, build.buildId);
      seconds.build = since(t);
      t = performance.now();
      const report = await publish({ origin: input.origin, sections: [build] });
      seconds.publish = since(t);
      await endRelease(input.origin, record);
      return {
        ...base,
        dryRun: false,
        entryFile: entryPath.startsWith(input.repoRoot) ? entryPath.slice(input.repoRoot.length + 1) : entryPath,
        buildId: build.buildId,
        ...(previousBuildId ? { previousBuildId } : {}),
        seconds: { ...seconds, total: since(start), cpu: cpuSeconds() },
        steps: { build: build.steps ?? {}, publish: report.steps },
        ...(build.shareImages ? { shareImages: build.shareImages } : {}),
        pages: { published: report.pages, reused: report.reusedPages },
        // The sidebar lists every inventory version; those not written yet are expected, not news.
        warnings: [...build.warnings.filter((w) => !w.includes('which has no page yet')), ...report.warnings],
      };
    } catch (error) {
      // As `repair` would: finish a publish past its switch-over, then keep or remove the entry.
      await recoverInterrupted(input.origin).catch((settle: Error) => {
        throw new Error(
          `${(error as Error).message}\nThen settling the release failed (${settle.message}): run npm run deploy -- repair`,
          {
            cause: error,
          },
        );
      });
      throw error;
    }
  });
}
