import { expect, test } from '@rstest/core';
import { undatedWebAppFacts } from './web-app-facts-rules.ts';

test('the web-app facts rule wants a date and a link to the web app in a paragraph stating the fact', () => {
  const undated = 'Pro starts with a free 14-day trial and then costs $20 a month.\n\nLinks expire after 30 days.';
  expect(undatedWebAppFacts(undated)).toEqual([
    'the Pro price (line 1) without "as of October 2025" and a link to app.roocode.com',
    'the trial length (line 1) without "as of October 2025" and a link to app.roocode.com',
    'how long a share link lasts (line 3) without "as of October 2025" and a link to app.roocode.com',
  ]);
  // A date alone, or a link alone, is not enough; both in one paragraph are.
  expect(undatedWebAppFacts('It costs $20 a month (as of October 2025).')).toHaveLength(1);
  expect(undatedWebAppFacts('It costs $20 a month; see [billing](https://app.roocode.com/billing).')).toHaveLength(1);
  expect(
    undatedWebAppFacts('It costs $20 a month (as of October 2025; current terms at [billing](https://app.roocode.com/billing)).'),
  ).toEqual([]);
  // One dated mention per page is enough: later mentions on the page lean on it.
  const datedOnce =
    'Usage covers the last 24 hours up to 90 days (as of October 2025; see [usage](https://app.roocode.com/usage)).\n\nPick 24 hours or 90 days.';
  expect(undatedWebAppFacts(datedOnce)).toEqual([]);
  expect(undatedWebAppFacts('Nothing here costs anything; the extension is free.')).toEqual([]);
});
