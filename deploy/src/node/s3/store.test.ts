import { afterAll, expect, test } from '@rstest/core';
import { ConditionFailed } from './store.ts';
import { readS3Pointer, swapPointer } from './pointer-object.ts';
import { testEndpoint } from './store-for-tests.ts';
import type { S3Pointer } from './layout.ts';

const endpoint = testEndpoint();
afterAll(() => endpoint.close());

const pointer = (n: number): S3Pointer => ({
  schemaVersion: 1,
  remotes: { schemaVersion: 1, shell: null, sections: {} },
  sets: { count: String(n) },
  history: [],
  publishedAt: new Date(0).toISOString(),
});

test('conditional writes: create only once, replace only from the ETag read', async () => {
  const { store } = await endpoint.bucket('cas');
  await store.put('k', 'one', { ifAbsent: true }, 'test');
  await expect(store.put('k', 'two', { ifAbsent: true }, 'test')).rejects.toBeInstanceOf(ConditionFailed);
  const first = await store.get('k', 'test');
  await store.put('k', 'two', { ifMatch: first!.etag }, 'test');
  await expect(store.put('k', 'three', { ifMatch: first!.etag }, 'test')).rejects.toBeInstanceOf(ConditionFailed);
  expect((await store.get('k', 'test'))!.body.toString()).toBe('two');
  // The gateway answers If-Match on a missing key with 412 (AWS: 404); both are a refusal here.
  await expect(store.put('missing', 'x', { ifMatch: first!.etag }, 'test')).rejects.toBeInstanceOf(ConditionFailed);
});

test('the pointer swap loses no update: 8 writers, 10 increments each', async () => {
  const { store } = await endpoint.bucket('race');
  await swapPointer(store, pointer(0), null);
  let refused = 0;
  const writer = async () => {
    for (let done = 0; done < 10;) {
      const base = (await readS3Pointer(store))!;
      try {
        await swapPointer(store, pointer(Number(base.doc.sets.count) + 1), base);
        done++;
      } catch (error) {
        if (!(error instanceof ConditionFailed)) throw error;
        refused++;
      }
    }
  };
  await Promise.all(Array.from({ length: 8 }, writer));
  expect((await readS3Pointer(store))!.doc.sets.count).toBe('80');
  expect(refused).toBeGreaterThan(0);
}, 120_000);

test('a failure names its step and the object, never a secret', async () => {
  const { store } = await endpoint.bucket('errors');
  const wrong = new (store.constructor as typeof import('./store.ts').ObjectStore)(store.client, {
    bucket: 'no-such-bucket-here',
    prefix: 'p/',
  });
  const error = await wrong.put('x', 'y', {}, 'upload pages').catch((e: Error) => e);
  expect(String(error)).toContain("step 'upload pages'");
  expect(String(error)).toContain('s3://no-such-bucket-here/p/x');
  expect(String(error)).not.toContain(endpoint.env.AWS_SECRET_ACCESS_KEY!);
});
