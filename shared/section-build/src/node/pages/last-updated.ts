import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * Commit time of the last change to each file under `dir`, from one `git log` call.
 * Files git does not know (or no git at all) are simply absent: the page shows no date.
 */
export async function lastUpdatedTimes(repoRoot: string, dir: string): Promise<Map<string, string>> {
  const times = new Map<string, string>();
  try {
    const { stdout } = await run('git', ['log', '--format=%x00%cI', '--name-only', '--', dir], {
      cwd: repoRoot,
      maxBuffer: 64 * 1024 * 1024,
    });
    let current = '';
    for (const line of stdout.split('\n')) {
      if (line.startsWith('\0')) current = line.slice(1);
      else if (line && current && !times.has(line)) times.set(line, current);
    }
  } catch {
    // Not a git checkout: dates are optional.
  }
  return times;
}
