import { join, relative } from 'node:path';
import { buildRemote } from '@roo-docs/section-build';
import { planInventoryRelease, prepareRelease, releaseInventoryFiles } from '@roo-docs/remote-update-notes';
import { recoverInterrupted } from '../origin/journal.ts';
import { withLock } from '../origin/lock.ts';
import { readPointer, type Origin } from '../origin/origin.ts';
import { publish } from '../publish/publish.ts';
import { beginRelease, endRelease, releaseBuilt, releaseInventory } from './release-journal.ts';

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
  /**
   * The folder of the inventory the release adds its version to (`routes.json`, `sidebar.json`);
   * default the repository's `shared/inventory`. Required with `remoteDir`: a copy of the remote
   * released into the repository's inventory would leave it a route with no entry.
   */
  inventoryDir?: string;
}

export interface ReleaseReport {
  version: string;
  route: string;
  dryRun: boolean;
  /** The entry file written, relative to the repository (none on a dry run). */
  entryFile?: string;
  /** The generated page of the new version (what `--dry-run` shows). */
  page: string;
  /** The inventory files the version is (or, on a dry run, would be) added to; none when they list it already. */
  inventory: string[];
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
  if (input.remoteDir && !input.inventoryDir)
    throw new Error(
      `A release into a copy of update-notes (${input.remoteDir}) needs a copy of the inventory too (INVENTORY_DIR): it would add the version to the repository's shared/inventory`,
    );
  const remoteDir = input.remoteDir ?? join(input.repoRoot, 'remotes', 'update-notes');
  const files = releaseInventoryFiles(input.inventoryDir);
  const prepare = async () => {
    const prepared = await prepareRelease(remoteDir, {
      version: input.version,
      date: input.date,
      fromFile: input.from,
      backfill: input.backfill,
    });
    // Read and planned before anything is written: a malformed inventory refuses the release.
    const inventory = planInventoryRelease(prepared.entry, files);
    const base = {
      version: input.version,
      route: `/update-notes/v${input.version}`,
      page: prepared.page,
      changed: prepared.changed,
      inventory: [inventory.route && files.routes, inventory.sidebar && files.sidebar]
        .filter((f): f is string => !!f)
        .map((f) => (f.startsWith(input.repoRoot) ? relative(input.repoRoot, f) : f)),
    };
    return { prepared, inventory, base, seconds: { validate: since(start), total: 0 } as ReleaseReport['seconds'] };
  };
  if (input.dryRun) {
    const { base, seconds } = await prepare();
    return { ...base, dryRun: true, seconds: { ...seconds, total: since(start) }, warnings: [] };
  }
  // Validated with the lock held: the lock first settles a release that was killed, so its entry
  // is gone (or live) before this one is checked against the others.
  return withLock(input.origin, async () => {
    const { prepared, inventory, base, seconds } = await prepare();
    const entryPath = join(remoteDir, prepared.file);
    const previousBuildId = (await readPointer(input.origin)).sections['update-notes']?.buildId;
    const record = await beginRelease(input.origin, {
      version: input.version,
      remoteDir,
      entryFile: entryPath,
      text: prepared.text,
    });
    try {
      await releaseInventory(input.origin, record, files, inventory);
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
