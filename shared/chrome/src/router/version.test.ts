import { createRequire } from 'node:module';
import { expect, test } from '@rstest/core';
import { REACT_RANGE, REACT_ROUTER_RANGE, REACT_ROUTER_VERSION } from './version.ts';
import * as shared from './index.ts';

test('the version the site offers is the react-router installed', () => {
  const installed = createRequire(import.meta.url)('react-router/package.json') as { version: string };
  expect(REACT_ROUTER_VERSION).toBe(installed.version);
});

// Caret ranges only: the major must match and the installed copy be at least the range's floor.
function satisfiesCaret(version: string, range: string): boolean {
  const [major, minor, patch] = range.replace(/^\^/, '').split('.').map(Number) as [number, number, number];
  const [m, n, p] = version.split('.').map(Number) as [number, number, number];
  return m === major && (n > minor || (n === minor && p >= patch));
}

test('the ranges every part declares accept the React and React Router installed', () => {
  const req = createRequire(import.meta.url);
  for (const [pkg, range] of [
    ['react', REACT_RANGE],
    ['react-dom', REACT_RANGE],
    ['react-router', REACT_ROUTER_RANGE],
  ] as const) {
    const { version } = req(`${pkg}/package.json`) as { version: string };
    expect(satisfiesCaret(version, range), `${pkg} ${version} in ${range}`).toBe(true);
  }
  expect(satisfiesCaret('20.0.0', REACT_RANGE)).toBe(false);
});

test('the shared router holds the declarative API a page uses, and only functions of the package', () => {
  for (const name of ['Link', 'useLocation', 'useNavigate', 'useSearchParams', 'MemoryRouter'])
    expect(typeof (shared as Record<string, unknown>)[name], name).not.toBe('undefined');
  for (const value of Object.values(shared)) expect(['function', 'object']).toContain(typeof value);
});
