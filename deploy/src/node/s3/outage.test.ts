import { expect, test } from '@rstest/core';
import { isOutage, rideOutOutage } from './outage.ts';
import { StoreError } from './store.ts';

// Errors as the SDK hands them to the store: a Node system error, a timeout, an HTTP answer.
const refused = () =>
  new StoreError('upload pages', 'k', undefined, Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }));
const timedOut = () =>
  new StoreError('read the pointer', 'k', undefined, Object.assign(new Error('idle'), { name: 'TimeoutError' }));
const answered = (status: number) => new StoreError('upload pages', 'k', status, Object.assign(new Error('x'), { name: 'X' }));

test('an unreachable, timed-out or unavailable store is an outage; an answer is not', () => {
  expect([refused(), timedOut(), answered(502), answered(503), answered(504)].map(isOutage)).toEqual([
    true,
    true,
    true,
    true,
    true,
  ]);
  expect([answered(500), answered(403), answered(404), new Error('ECONNREFUSED')].map(isOutage)).toEqual([
    false,
    false,
    false,
    false,
  ]);
});

test('a step is run again while the store is out, and its own error is thrown once the wait is spent', async () => {
  const lines: string[] = [];
  let calls = 0;
  const value = await rideOutOutage(
    async () => {
      if (++calls < 3) throw refused();
      return 'done';
    },
    (l) => lines.push(l),
    5000,
  );
  expect([value, calls]).toEqual(['done', 3]);
  expect(lines[0]).toBe("the object store is out (step 'upload pages': ECONNREFUSED); trying the step again in 250 ms");
  await expect(
    rideOutOutage(
      () => Promise.reject(refused()),
      () => {},
      600,
    ),
  ).rejects.toThrow(/^object store, step 'upload pages': Error for k: connect ECONNREFUSED \(the store was out for \d s\)$/);
  let once = 0;
  await expect(
    rideOutOutage(
      () => (once++, Promise.reject(answered(500))),
      () => {},
      5000,
    ),
  ).rejects.toThrow(/HTTP 500/);
  expect(once).toBe(1);
});
