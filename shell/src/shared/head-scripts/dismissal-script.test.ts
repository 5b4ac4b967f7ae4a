import { runInNewContext } from 'node:vm';
import { expect, test } from '@rstest/core';
import { ANNOUNCEMENT, ANNOUNCEMENT_ID, TEAMS_BANNER } from '@roo-docs/chrome';
import { THEME_SCRIPT } from '../../node/html-document.ts';

/** Runs the page's inline head script against fake storage; returns the banner attributes it set on <html>. */
function runScript(stored: Record<string, string>, throws = false): Record<string, string> {
  const attributes: Record<string, string> = {};
  const localStorage = {
    getItem(key: string) {
      if (throws) throw new Error('SecurityError');
      return stored[key] ?? null;
    },
  };
  const document = { documentElement: { setAttribute: (n: string, v: string) => void (attributes[n] = v) } };
  runInNewContext(THEME_SCRIPT, { localStorage, document, JSON, matchMedia: () => ({ matches: false }) });
  expect(attributes['data-theme']).toBe('dark');
  delete attributes['data-theme'];
  return attributes;
}

test('the head script marks <html> for what the reader dismissed, and nothing else', () => {
  expect(runScript({})).toEqual({});
  expect(runScript({ [ANNOUNCEMENT.key]: ANNOUNCEMENT.stored, [TEAMS_BANNER.key]: TEAMS_BANNER.stored })).toEqual({
    [ANNOUNCEMENT.attribute]: ANNOUNCEMENT_ID,
    [TEAMS_BANNER.attribute]: '',
  });
  expect(runScript({ [ANNOUNCEMENT.key]: JSON.stringify({ id: 'an-older-announcement' }) })).toEqual({});
  expect(runScript({ [ANNOUNCEMENT.key]: 'garbage', [TEAMS_BANNER.key]: 'true' })).toEqual({ [TEAMS_BANNER.attribute]: '' });
});

test('the head script survives storage that throws', () => {
  expect(runScript({ [TEAMS_BANNER.key]: 'true' }, true)).toEqual({});
});
