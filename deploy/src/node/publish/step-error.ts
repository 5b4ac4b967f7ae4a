import { statfsSync } from 'node:fs';
import { dirname } from 'node:path';
import type { stepTimes } from '@roo-docs/build-kit';

/** A publish's steps in the order it runs them (its step times use the same names). */
const STEPS = ['place', 'validate', 'check', 'prerender', 'site-wide', 'precompress', 'switch'] as const;
export type PublishStep = (typeof STEPS)[number];

/** A publish that failed on the system's side (a full disk, a read-only file system), naming its step. */
export class PublishStepError extends Error {
  constructor(
    readonly step: PublishStep,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/**
 * The error a publish reports when `error` stops it at `step`. A system error (ENOSPC, EDQUOT,
 * EROFS, EIO…) says little on its own, so it is reported with the step, what was being done, and
 * what state the origin is left in; any other error (a refused build, a broken link) already says
 * what is wrong and goes on as it is. `switched`: the journal was written, so the switch-over is
 * finished by the next deploy or `repair` rather than undone.
 */
export function failedStep(step: PublishStep, error: unknown, doing: string, switched = false): unknown {
  if (error instanceof PublishStepError) return error;
  const system = error as NodeJS.ErrnoException | undefined;
  if (typeof system?.code !== 'string' || !/^E[A-Z]+$/.test(system.code)) return error;
  let { code, message } = system as { code: string; message: string };
  // A recursive mkdir on a full disk reports ENOENT (the folder it could not make is "missing").
  if (code === 'ENOENT' && system.syscall === 'mkdir' && diskFull(system.path)) {
    message = `ENOSPC: no space left on device (reported as ${message})`;
    code = 'ENOSPC';
  }
  const after = switched
    ? "the switch-over is recorded in the journal: fix the cause, then run 'npm run deploy -- repair' to finish it"
    : 'nothing was published and nothing of it is left: the live site is as it was';
  return new PublishStepError(step, code, `publish failed at step '${step}' (${doing}): ${message}; ${after}`);
}

/** Whether the file system holding `path` (or its nearest existing folder) has no block or inode left. */
function diskFull(path: string | undefined): boolean {
  for (let dir = path; dir && dir !== dirname(dir); dir = dirname(dir)) {
    try {
      const fs = statfsSync(dir);
      return fs.bfree === 0 || fs.ffree === 0;
    } catch {
      // not there (yet): ask its parent
    }
  }
  return false;
}

/** The publish's step times, knowing which step is running: the one after the last marked. */
export function trackedSteps(time: ReturnType<typeof stepTimes>) {
  let done = 0;
  return {
    steps: time.steps,
    mark(name: PublishStep) {
      time.mark(name);
      done = STEPS.indexOf(name) + 1;
    },
    get current(): PublishStep {
      return STEPS[Math.min(done, STEPS.length - 1)]!;
    },
  };
}
export type TrackedSteps = ReturnType<typeof trackedSteps>;
