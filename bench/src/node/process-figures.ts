import { readdirSync, readFileSync } from 'node:fs';

/** A process and its children (nginx's workers), as Linux lists them. */
function withChildren(pid: number): number[] {
  let children: number[] = [];
  try {
    children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    // gone, or no children
  }
  return [pid, ...children.flatMap(withChildren)];
}

export interface ProcessFigures {
  descriptors: number;
  rssBytes: number;
  /** CPU time (user and system) the processes have used so far. */
  cpuMs: number;
}

// utime and stime, the 14th and 15th fields of /proc/<pid>/stat, in clock ticks (100 a second on Linux).
function cpuMsOf(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** Open descriptors, resident memory and CPU time of a server: the process and its children together. */
export function processFigures(pid: number): ProcessFigures {
  let descriptors = 0;
  let rssBytes = 0;
  let cpuMs = 0;
  for (const p of withChildren(pid)) {
    try {
      descriptors += readdirSync(`/proc/${p}/fd`).length;
      const rss = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${p}/status`, 'utf8'))?.[1];
      rssBytes += Number(rss ?? 0) * 1024;
      cpuMs += cpuMsOf(p);
    } catch {
      // exited between the listing and the read
    }
  }
  return { descriptors, rssBytes, cpuMs };
}

/**
 * Waits up to `withinMs` for the descriptors to be back at (or under) the idle count; returns how
 * long that took, or null if they never were, with the figures at the end.
 */
export async function settle(pid: number, idle: number, withinMs = 2000): Promise<{ ms: number | null; last: ProcessFigures }> {
  const start = performance.now();
  for (;;) {
    const last = processFigures(pid);
    const ms = performance.now() - start;
    if (last.descriptors <= idle) return { ms, last };
    if (ms >= withinMs) return { ms: null, last };
    await new Promise((r) => setTimeout(r, 50));
  }
}
