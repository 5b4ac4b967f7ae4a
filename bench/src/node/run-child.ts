import { spawn } from 'node:child_process';

export interface ChildResult {
  code: number | null;
  signal: NodeJS.Signals | null;
  out: string;
  err: string;
}

/**
 * Runs a command to its end, keeping what it printed (a killed child reports its signal).
 * `timeout` (ms) SIGKILLs a child that has not ended by then: a test of something that must not
 * hang fails at once instead of at its own limit.
 */
export function runChild(
  command: string,
  args: string[],
  options: { env?: NodeJS.ProcessEnv; cwd?: string; timeout?: number } = {},
): Promise<ChildResult> {
  const child = spawn(command, args, { ...options, killSignal: 'SIGKILL', stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  let err = '';
  child.stdout.on('data', (d) => (out += String(d)));
  child.stderr.on('data', (d) => (err += String(d)));
  return new Promise((resolve) => child.on('close', (code, signal) => resolve({ code, signal, out, err })));
}
