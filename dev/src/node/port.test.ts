import { createServer } from 'node:net';
import { expect, test } from '@rstest/core';
import { freePort, nextFreePort, portIsFree } from './port.ts';

test('a port something listens on is not free; after it closes it is', async () => {
  const server = createServer();
  const port = await new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as { port: number }).port)),
  );
  expect(await portIsFree(port)).toBe(false);
  await new Promise((resolve) => server.close(resolve));
  expect(await portIsFree(port)).toBe(true);
});

test('the next free port skips ports already handed out', async () => {
  const from = await freePort();
  const next = await nextFreePort(from, new Set([from]));
  expect(next).not.toBe(from);
});
