import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { SectionName } from '@roo-docs/schemas';
import type { RemoteBuild } from '@roo-docs/section-build';
import { faultPoint } from '../origin/fault.ts';
import { withLock } from '../origin/lock.ts';
import { readPointer, sectionBuildDir, writeAtomic, type Origin } from '../origin/origin.ts';
import { releaseStack } from '../origin/history.ts';
import { rollback } from '../origin/rollback.ts';
import { validateSectionBuild } from '../publish/artefacts.ts';
import { publish, type PublishReport } from '../publish/publish.ts';
import { release, type ReleaseInput, type ReleaseReport } from '../release/release.ts';
import { inventoryAddedBy, takeBackInventory, type InventoryAdded } from '../release/release-inventory.ts';
import { buildListKey, setKey } from './layout.ts';
import { readS3Pointer } from './pointer-object.ts';
import { onObjectStore, type S3Site } from './s3-site.ts';
import { buildsOf, ensureBuild, syncDown } from './sync-down.ts';

/** Rollback on the store: the release it goes back to is fetched first (the work folder may lack it). */
export function s3Rollback(site: S3Site, section: SectionName) {
  return onObjectStore(site, async (work) => {
    const stack = await releaseStack(work, section);
    const previous = stack[stack.length - 2];
    if (previous) await ensureBuild(site.store, work, { kind: 'section', section, id: previous });
    faultPoint('s3:rollback-fetched');
    return rollback(work, section);
  });
}

// A release whose publish ran in the work folder but whose pointer swap has not happened yet.
const releaseMarker = (work: Origin) => join(work.state, 's3-release.json');

/**
 * Settles a release killed between its build and its pointer swap (the folder release journal
 * settles one killed earlier): live on the store, it is finished; not live, its entry is removed,
 * so the checkout never holds an entry the site does not show.
 */
export async function settleS3Release(site: S3Site): Promise<string[]> {
  const raw = await readFile(releaseMarker(site.work), 'utf8').catch(() => null);
  if (raw === null) return [];
  const marker = JSON.parse(raw) as { entryFile: string; buildId: string; version: string; inventory?: InventoryAdded };
  const live = (await readS3Pointer(site.store))?.doc.remotes.sections['update-notes']?.buildId;
  if (live === marker.buildId) {
    await rm(releaseMarker(site.work), { force: true });
    return [`the release of ${marker.version} is live; its record is cleared`];
  }
  await rm(marker.entryFile, { force: true });
  const inventory = await takeBackInventory(marker.version, marker.inventory);
  await rm(releaseMarker(site.work), { force: true });
  return [`the release of ${marker.version} never went live: removed its entry ${marker.entryFile}${inventory}`];
}

/**
 * `npm run release` on the store: the folder release (validate, add the entry, build
 * update-notes, publish) runs in the work folder, then its build is published on top of whatever
 * is live. If the pointer cannot take it, the entry is removed again: either the version is live
 * with its entry, or neither.
 */
export async function s3Release(site: S3Site, input: Omit<ReleaseInput, 'origin'>): Promise<ReleaseReport> {
  if (input.dryRun) return release({ ...input, origin: site.work });
  for (const line of await settleS3Release(site)) console.warn(line);
  let report: ReleaseReport | undefined;
  let entry: string | undefined;
  let inventory: InventoryAdded | undefined;
  try {
    const result = await onObjectStore(
      site,
      async (work, attempt) => {
        if (attempt === 0) {
          report = await release({ ...input, origin: work });
          entry = join(input.repoRoot, report.entryFile!);
          inventory = inventoryAddedBy(input, report.inventory);
          await writeAtomic(
            releaseMarker(work),
            JSON.stringify({ entryFile: entry, buildId: report.buildId, version: input.version, inventory }),
          );
          faultPoint('s3:release-marked');
          return report;
        }
        return withLock(work, async () => {
          await publish({ origin: work, sections: [await builtSection(work, 'update-notes', report!.buildId!)] });
          return report!;
        });
      },
      { locks: true },
    );
    await rm(releaseMarker(site.work), { force: true });
    return result;
  } catch (error) {
    if (entry) {
      await rm(entry, { force: true });
      const taken = await takeBackInventory(input.version, inventory);
      await rm(releaseMarker(site.work), { force: true });
      throw new Error(
        `${(error as Error).message}\nThe release did not go live; its entry ${entry}${taken} ${taken ? 'were' : 'was'} removed.`,
        {
          cause: error,
        },
      );
    }
    throw error;
  }
}

/** A build already placed in the work folder, as publish takes it. */
async function builtSection(work: Origin, section: SectionName, buildId: string): Promise<RemoteBuild> {
  const dir = sectionBuildDir(work, section, buildId);
  const valid = await validateSectionBuild(section, buildId, dir);
  return { section, buildId, dir, table: valid.table, external: [], warnings: [] };
}

/**
 * `repair` on the store. A command killed before its pointer swap left nothing live (its uploads
 * are prune's); so this settles a release killed at that point, checks that everything the live
 * pointer names is complete, and makes the work folder equal to the store again. Then, under the
 * work folder's lock, what the folder release left when killed in its own steps (its record, its
 * entry) is settled against the store's pointer, as the folder's repair settles it.
 */
export async function s3Repair(site: S3Site): Promise<string[]> {
  const done = await settleS3Release(site);
  const base = await readS3Pointer(site.store);
  if (!base) return [...done, 'nothing is published on this origin yet'];
  for (const ref of buildsOf(base.doc.remotes))
    if (!(await site.store.exists(buildListKey(ref), 'repair: check builds')))
      throw new Error(`the live pointer names build ${ref.id}, whose upload is incomplete: publish it again`);
  for (const id of Object.values(base.doc.sets))
    if (!(await site.store.exists(setKey(id), 'repair: check page sets')))
      throw new Error(`the live pointer names page set ${id}, which is missing: publish again`);
  await syncDown(site.store, site.work, base.doc);
  const settled: string[] = [];
  await withLock(
    site.work,
    async () => {},
    (line) => settled.push(line),
  );
  const live = await readPointer(site.work);
  return [
    ...done,
    ...settled,
    `the live pointer names ${buildsOf(live).length} complete build(s) and ${Object.keys(base.doc.sets).length} page set(s)`,
  ];
}

export type { PublishReport };
