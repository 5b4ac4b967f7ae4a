import { readFileSync } from 'node:fs';

// Linux counts CPU time in clock ticks of 1/100 s on every architecture Node runs on here.
const TICK_MS = 10;

/**
 * CPU time (user + system, in ms) a process has used so far, with that of the children it has
 * waited for (git). Load from other processes stretches wall time far more than this, so
 * before/after comparisons of the dev server use it. Null where /proc cannot tell.
 */
export function cpuTimeMs(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces), from field 3 on: utime is field 14.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const [utime, stime, cutime, cstime] = fields.slice(11, 15).map(Number);
    return (utime! + stime! + cutime! + cstime!) * TICK_MS;
  } catch {
    return null;
  }
}
