import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Files under `dirs` written at or after `since` (ms since the epoch); missing folders have none. */
export function filesWrittenSince(dirs: string[], since: number): string[] {
  const found: string[] = [];
  for (const dir of dirs) {
    let entries;
    try {
      entries = readdirSync(dir, { recursive: true, withFileTypes: true });
    } catch {
      continue;
    }
    for (const e of entries) {
      if (!e.isFile()) continue;
      const path = join(e.parentPath, e.name);
      if (statSync(path).mtimeMs >= since) found.push(path);
    }
  }
  return found;
}
