import { expect, test } from '@rstest/core';
import { cpuTimeMs } from './process-cpu.ts';

test('a busy process shows the CPU time it spent', () => {
  const before = cpuTimeMs(process.pid)!;
  const until = Date.now() + 200;
  let spin = 0;
  while (Date.now() < until) spin++;
  expect(spin).toBeGreaterThan(0);
  // At least half the 200 ms spun, whatever else the machine runs.
  expect(cpuTimeMs(process.pid)! - before).toBeGreaterThanOrEqual(100);
});

test('a process that does not exist has no figure', () => {
  expect(cpuTimeMs(2 ** 30)).toBeNull();
});
