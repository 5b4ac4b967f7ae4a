import { expect, test } from '@rstest/core';
import { cpuTimeMs } from './process-cpu.ts';

const usedMs = (since: NodeJS.CpuUsage) => {
  const { user, system } = process.cpuUsage(since);
  return (user + system) / 1000;
};

test('the figure follows the CPU time Node itself counts for this process', () => {
  const before = cpuTimeMs(process.pid)!;
  const since = process.cpuUsage();
  // Spin until 200 ms of CPU were used, however long the machine's load makes that take.
  let spin = 0;
  while (usedMs(since) < 200) spin++;
  expect(spin).toBeGreaterThan(0);
  const measured = cpuTimeMs(process.pid)! - before;
  // Clock ticks are 10 ms; other threads of this process may add a little.
  expect(measured).toBeGreaterThanOrEqual(180);
  expect(measured).toBeLessThan(400);
});

test('a process that does not exist has no figure', () => {
  expect(cpuTimeMs(2 ** 30)).toBeNull();
});
