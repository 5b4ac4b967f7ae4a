import { expect, test } from '@rstest/core';
import { DEFAULT_LOAD_BOUNDS, loadBounds, LoadTimeoutError, timedOut, withDeadline } from './load-bounds.ts';

test('the defaults hold unless a valid override replaces them', () => {
  expect(loadBounds(undefined)).toEqual(DEFAULT_LOAD_BOUNDS);
  expect(loadBounds({ firstByteMs: 500, totalMs: 900 })).toEqual({ firstByteMs: 500, totalMs: 900 });
  expect(loadBounds({ firstByteMs: 500 })).toEqual({ firstByteMs: 500, totalMs: DEFAULT_LOAD_BOUNDS.totalMs });
  // Nonsense never turns the bound off or makes every load fail at once.
  expect(loadBounds({ firstByteMs: -1, totalMs: '5' })).toEqual(DEFAULT_LOAD_BOUNDS);
  expect(loadBounds({ firstByteMs: Infinity, totalMs: 0 })).toEqual(DEFAULT_LOAD_BOUNDS);
  expect(loadBounds('fast')).toEqual(DEFAULT_LOAD_BOUNDS);
});

test('a load that never settles fails with a timeout naming it', async () => {
  const never = new Promise<never>(() => {});
  const error = await withDeadline(never, 10, 'The features section').catch((e: unknown) => e);
  expect(error).toBeInstanceOf(LoadTimeoutError);
  expect((error as Error).message).toBe('The features section took longer than 10 ms');
});

test('a load that settles in time passes its value or its own error through', async () => {
  await expect(withDeadline(Promise.resolve(42), 1_000, 'x')).resolves.toBe(42);
  const failure = new Error('HTTP 500');
  await expect(withDeadline(Promise.reject(failure), 1_000, 'x')).rejects.toBe(failure);
});

test('a late result after the deadline is dropped quietly', async () => {
  let finish!: (v: number) => void;
  const late = new Promise<number>((r) => (finish = r));
  const outcome = withDeadline(late, 5, 'x').catch((e: unknown) => e);
  expect(await outcome).toBeInstanceOf(LoadTimeoutError);
  finish(1);
  await late;
});

test('a timeout is recognised under any wrapping, from any of the three timers', () => {
  const wrap = (cause: unknown) => new Error('Could not load /features/checkpoints', { cause: new Error('outer', { cause }) });
  expect(timedOut(wrap(new LoadTimeoutError('x took longer than 5 ms')))).toBe(true);
  expect(timedOut(wrap(new Error('ScriptNetworkError: Script "https://x/remoteEntry.js" timed out.')))).toBe(true);
  expect(timedOut(wrap(new Error('Loading chunk 123 failed.\n(timeout: https://x/abc.js)')))).toBe(true);
  expect(timedOut(wrap(new Error('HTTP 404 for /_mf/features/x/mf-manifest.json')))).toBe(false);
  expect(timedOut('timed out')).toBe(false);
});
