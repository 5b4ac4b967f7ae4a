import assert from 'node:assert/strict';
import { describe, test } from '@rstest/core';
import { MAX_PATH_LENGTH, routeOf, sitePath } from './site-path.ts';

const SITE = 'https://docs.example.com';

describe('sitePath', () => {
  test('paths, twin names and the site’s own URLs give a site path', () => {
    assert.equal(sitePath('/features/checkpoints', SITE), '/features/checkpoints');
    assert.equal(sitePath('features/checkpoints', SITE), '/features/checkpoints');
    assert.equal(sitePath('https://docs.example.com/features/checkpoints#installing-git', SITE), '/features/checkpoints');
    assert.equal(sitePath('/faq?x=1', SITE), '/faq');
    assert.equal(sitePath('/features//checkpoints', SITE), '/features/checkpoints');
  });

  test('anything that could leave the site is refused, saying why', () => {
    const refusals: [string, RegExp][] = [
      ['/features/../../etc/passwd', /'\.' or '\.\.' segment/],
      ['https://docs.example.com/a/../../b', /'\.' or '\.\.' segment/],
      ['/features/%2e%2e/secret', /encoded dot/],
      ['/features\\..\\x', /backslash/],
      ['/faq\u0000.md', /control character/],
      ['https://evil.example.net/faq', /not on this site/],
      ['file:///etc/passwd', /not on this site/],
      ['//evil.example.net/faq', /not on this site/],
      ['/.deploy/journal.json', /hidden file/],
      [`/${'a'.repeat(MAX_PATH_LENGTH)}`, /at most 512/],
    ];
    for (const [input, reason] of refusals) assert.throws(() => sitePath(input, SITE), reason, input);
  });

  test('a route from a path or a twin name', () => {
    assert.equal(routeOf('/features/checkpoints.md'), '/features/checkpoints');
    assert.equal(routeOf('/features/'), '/features');
    assert.equal(routeOf('/index.md'), '/');
    assert.equal(routeOf('/'), '/');
  });
});
