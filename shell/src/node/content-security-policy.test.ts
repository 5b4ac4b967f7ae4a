import { createHash } from 'node:crypto';
import { expect, test } from '@rstest/core';
import { analyticsOrigins, cspMeta } from './content-security-policy.ts';

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
