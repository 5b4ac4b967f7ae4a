import { createHash } from 'node:crypto';
import { expect, test } from '@rstest/core';
import { analyticsOrigins, cspMeta, LOOPBACK_SCRIPT_SOURCES, withLoopbackSources } from './content-security-policy.ts';

test('inline scripts are allowed by hash only; no unsafe-inline or unsafe-eval', () => {
  const meta = cspMeta(['console.log(1)'], null);
  const digest = createHash('sha256').update('console.log(1)').digest('base64');
  expect(meta).toContain(`script-src 'self' 'sha256-${digest}';`);
  expect(meta).not.toMatch(/unsafe-(inline|eval)/);
  expect(meta).toContain("object-src 'none'");
});

test('PostHog hosts are allowed only when analytics is built in', () => {
  expect(analyticsOrigins('https://us.i.posthog.com')).toEqual(['https://us.i.posthog.com', 'https://us-assets.i.posthog.com']);
  expect(analyticsOrigins('http://127.0.0.1:9999/ingest')).toEqual(['http://127.0.0.1:9999']);
  expect(analyticsOrigins('not a url')).toEqual([]);
  expect(cspMeta([], 'https://eu.i.posthog.com')).toContain('https://eu-assets.i.posthog.com');
});

test('origins the pointer allows join the script sources; anything that is not a plain origin does not', () => {
  const meta = cspMeta([], null, [
    'https://staging.example.com',
    'https://x.example" onload="',
    'https://y.example; script-src *',
  ]);
  expect(meta).toContain("script-src 'self' https://staging.example.com;");
  expect(meta).not.toContain('x.example');
  expect(meta).not.toContain('y.example');
  expect(cspMeta([], null)).not.toMatch(/127\.0\.0\.1|localhost/);
});

test('a loopback answer adds the loopback origins to the policy tag alone', () => {
  const page = `<!doctype html><html><head>${cspMeta(['x'], null)}</head><body>script-src 'self'</body></html>`;
  const local = withLoopbackSources(page);
  expect(local).toContain(`content="script-src 'self' ${LOOPBACK_SCRIPT_SOURCES.join(' ')} 'sha256-`);
  expect(local.split(LOOPBACK_SCRIPT_SOURCES[0]).length).toBe(2);
  expect(local).toContain("<body>script-src 'self'</body>");
  // A document without the tag in its head is left as it is.
  const bare = `<html><head></head><body>${cspMeta([], null)}</body></html>`;
  expect(withLoopbackSources(bare)).toBe(bare);
});
