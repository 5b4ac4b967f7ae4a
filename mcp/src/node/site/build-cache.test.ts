import assert from 'node:assert/strict';
import { describe, test } from '@rstest/core';
import { BuildCache } from './build-cache.ts';

describe('BuildCache', () => {
  test('a value is made once per build and dropped when its build leaves the pointer', async () => {
    const cache = new BuildCache();
    let made = 0;
    const make = () => Promise.resolve(++made);
    assert.equal(await cache.get('shard', 'features@a', make), 1);
    assert.equal(await cache.get('shard', 'features@a', make), 1);
    assert.equal(await cache.get('shard', 'features@b', make), 2);
    cache.keepOnly(new Set(['features@b']));
    assert.equal(cache.size, 1);
    assert.equal(await cache.get('shard', 'features@a', make), 3);
  });

  test('a failed read is not kept: the next call tries again', async () => {
    const cache = new BuildCache();
    await assert.rejects(
      cache.get('x', 'b', () => Promise.reject(new Error('torn'))),
      /torn/,
    );
    assert.equal(await cache.get('x', 'b', () => Promise.resolve('ok')), 'ok');
  });
});
