/**
 * Resolves in a later task, so the browser may paint and handle input in between. Work split at
 * these points shows up as several short tasks instead of one long one (Lighthouse's Total
 * Blocking Time counts every task over 50 ms on a phone-class CPU).
 */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
