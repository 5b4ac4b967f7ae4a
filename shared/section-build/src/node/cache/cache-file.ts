import { mkdir, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';

/** Writes a build cache's JSON whole (beside, then renamed), so a killed build leaves the old one. */
export async function saveCacheFile(file: string, value: unknown): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  await writeFile(`${file}.${process.pid}.tmp`, JSON.stringify(value));
  await rename(`${file}.${process.pid}.tmp`, file);
}
