import { expect, test } from '@rstest/core';
import { testPointer } from '../../../tests/support/pointer.ts';
import { searchFor } from './search-service.ts';

// No section is live: the client gets an empty shard list, so nothing is fetched.
const pointer = testPointer({});

test('calls resolve in the order they were made, even when the first hands over a pointer', async () => {
  // The search page asks twice when it mounts; the first call loads the pointer (an import), the
  // second has nothing to load. Were the second to resolve first, the first's query would cancel it.
  const order: number[] = [];
  const first = searchFor(() => pointer).then(() => order.push(1));
  const second = searchFor(() => pointer).then(() => order.push(2));
  await Promise.all([first, second]);
  expect(order).toEqual([1, 2]);
});
