import { afterEach, beforeEach, expect, test } from '@rstest/core';
import { readPreferredVersion, savePreferredVersion, versionOfPath } from './version-preference.ts';

const versions = [
  { name: 'current', label: 'Latest', isLast: true, path: '/', mainDocPath: '/' },
  { name: '3.20', label: '3.20', isLast: false, path: '/3.20/', mainDocPath: '/3.20/' },
];
let store: Map<string, string>;
beforeEach(() => {
  store = new Map();
  const localStorage = {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => void store.set(k, v),
    removeItem: (k: string) => void store.delete(k),
  };
  Object.assign(globalThis, { window: { localStorage } });
});
afterEach(() => {
  Reflect.deleteProperty(globalThis, 'window');
});

test('a saved choice reads back under the Docusaurus key', () => {
  expect(readPreferredVersion(versions)).toBe(null);
  savePreferredVersion('3.20');
  expect(store.get('docs-preferred-version-default')).toBe('3.20');
  expect(readPreferredVersion(versions)).toBe('3.20');
});

test('a stored name no version has is dropped, not trusted', () => {
  store.set('docs-preferred-version-default', '<script>');
  expect(readPreferredVersion(versions)).toBe(null);
  expect(store.has('docs-preferred-version-default')).toBe(false);
});

test('a page belongs to the version with the longest matching path', () => {
  expect(versionOfPath('/3.20/features/', versions)?.name).toBe('3.20');
  expect(versionOfPath('/features/', versions)?.name).toBe('current');
  expect(versionOfPath('/x', [versions[1]!])).toBe(null);
});
