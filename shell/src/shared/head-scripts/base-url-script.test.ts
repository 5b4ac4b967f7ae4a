import { runInNewContext } from 'node:vm';
import { expect, test } from '@rstest/core';
import { BASE_URL_CHECK_SCRIPT, SHELL_STARTED } from './base-url-script.ts';

/** Runs the script's load handler for a page at `pathname` rendered for `renderedPath`; returns the banner text. */
function bannerFor(pathname: string, renderedPath: string | null, started = false): string | null {
  let onLoad: (() => void) | undefined;
  const inserted: { textContent: string }[] = [];
  const element = () => ({ id: '', style: {}, textContent: '', setAttribute() {} });
  const document = {
    getElementById: () => ({ textContent: JSON.stringify({ renderedPath }) }),
    createElement: element,
    body: { firstChild: null, insertBefore: (e: { textContent: string }) => void inserted.push(e) },
  };
  const window = started ? { [SHELL_STARTED]: true } : {};
  const addEventListener = (_: string, fn: () => void) => void (onLoad = fn);
  runInNewContext(BASE_URL_CHECK_SCRIPT, { addEventListener, document, window, location: { pathname }, JSON });
  onLoad?.();
  return inserted[0]?.textContent ?? null;
}

test('served under a folder it was not built for: the banner suggests that folder', () => {
  expect(bannerFor('/docs/features/checkpoints', '/features/checkpoints')).toMatch(
    /did not load properly.*base URL \/ but is served from \/docs\/.*setting it to \/docs\//,
  );
  expect(bannerFor('/a/b/', '/')).toMatch(/setting it to \/a\/b\//);
  expect(bannerFor('/docs/features/', '/features/')).toMatch(/setting it to \/docs\//);
});

test('no banner when the shell started, at the right base, or with nothing to suggest', () => {
  expect(bannerFor('/docs/features/checkpoints', '/features/checkpoints', true)).toBe(null);
  expect(bannerFor('/features/checkpoints', '/features/checkpoints')).toBe(null);
  expect(bannerFor('/', '/')).toBe(null);
  expect(bannerFor('/docs/nowhere', null)).toBe(null);
  expect(bannerFor('/other/page', '/features/checkpoints')).toBe(null);
});
