import { expect, test } from '@rstest/core';
import { ANNOUNCEMENT, ANNOUNCEMENT_ID, TEAMS_BANNER } from './dismissals.ts';

test('the announcement counts as dismissed only for the current id', () => {
  expect(ANNOUNCEMENT.isDismissed(ANNOUNCEMENT.stored)).toBe(true);
  expect(ANNOUNCEMENT.isDismissed(JSON.stringify({ id: `${ANNOUNCEMENT_ID}-old` }))).toBe(false);
  expect(ANNOUNCEMENT.isDismissed(null)).toBe(false);
  expect(ANNOUNCEMENT.isDismissed('{not json')).toBe(false);
  expect(ANNOUNCEMENT.isDismissed('"teams-early-access"')).toBe(false);
});

test('the teams banner counts as dismissed once stored', () => {
  expect(TEAMS_BANNER.isDismissed(TEAMS_BANNER.stored)).toBe(true);
  expect(TEAMS_BANNER.isDismissed(null)).toBe(false);
});
