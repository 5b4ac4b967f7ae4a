import { mkdir, open, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * One build of a package at a time: builds share its staging folder and generated entry. A second
 * process waits its turn; a lock left by a process that died is taken over.
 */
export async function withBuildLock<T>(dir: string, fn: () => Promise<T>): Promise<T> {
  await mkdir(join(dir, 'dist'), { recursive: true });
  const lock = join(dir, 'dist', '.build-lock');
  for (let attempt = 0; ; attempt++) {
    try {
      const handle = await open(lock, 'wx');
      await handle.writeFile(String(process.pid));
      await handle.close();
      break;
    } catch {
      const owner = Number(await readFile(lock, 'utf8').catch(() => '0'));
      if (owner && !alive(owner)) await rm(lock, { force: true });
      else if (attempt > 6000) throw new Error(`Timed out waiting for another build of ${dir} (lock ${lock})`);
      else await new Promise((r) => setTimeout(r, 100));
    }
  }
  try {
    return await fn();
  } finally {
    await rm(lock, { force: true });
  }
}
