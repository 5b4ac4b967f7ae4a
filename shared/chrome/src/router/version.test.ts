import { createRequire } from 'node:module';
import { expect, test } from '@rstest/core';
import { REACT_ROUTER_VERSION } from './version.ts';
import * as shared from './index.ts';

test('the version the site offers is the react-router installed', () => {
  const installed = createRequire(import.meta.url)('react-router/package.json') as { version: string };
  expect(REACT_ROUTER_VERSION).toBe(installed.version);
});

test('the shared router holds the declarative API a page uses, and only functions of the package', () => {
  for (const name of ['Link', 'useLocation', 'useNavigate', 'useSearchParams', 'MemoryRouter'])
    expect(typeof (shared as Record<string, unknown>)[name], name).not.toBe('undefined');
  for (const value of Object.values(shared)) expect(['function', 'object']).toContain(typeof value);
});
