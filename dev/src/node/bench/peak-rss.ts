import { readFileSync } from 'node:fs';

/** The most memory a process has held (VmHWM, Linux), in MiB; null where /proc cannot tell. */
export function peakRssMiB(pid: number): number | null {
  try {
    const kib = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kib ? Math.round(Number(kib) / 1024) : null;
  } catch {
    return null;
  }
}
