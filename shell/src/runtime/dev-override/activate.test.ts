import { afterEach, beforeEach, expect, rs, test } from '@rstest/core';
import { activateDevSections, endDevSections } from './activate.ts';
import { DEV_STORAGE_KEY } from './dev-store.ts';
import type { DevSection } from './dev-param.ts';

const FEATURES: DevSection = {
  section: 'features',
  origin: 'http://127.0.0.1:4174',
  manifest: 'http://127.0.0.1:4174/mf-manifest.json',
};

/** A session storage like the browser's, kept in a map. */
function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (k) => map.get(k) ?? null,
    key: (i) => [...map.keys()][i] ?? null,
    removeItem: (k) => void map.delete(k),
    setItem: (k, v) => void map.set(k, String(v)),
  };
}

let warn: ReturnType<typeof rs.spyOn>;
beforeEach(() => {
  Object.assign(globalThis, { window: { sessionStorage: memoryStorage() } });
  warn = rs.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  delete (globalThis as { window?: unknown }).window;
  warn.mockRestore();
});
const stored = () => window.sessionStorage.getItem(DEV_STORAGE_KEY);

test('a loopback page takes a loopback section, remembers it for the tab and drops the parameter', () => {
  const got = activateDevSections('http://127.0.0.1:4173/features/checkpoints?dev=features@http://127.0.0.1:4174&x=1', undefined);
  expect(got.sections).toEqual([FEATURES]);
  expect(got.cleanUrl).toBe('http://127.0.0.1:4173/features/checkpoints?x=1');
  expect(JSON.parse(stored()!)).toEqual([FEATURES]);
  // The next page of the tab has no parameter and still takes it.
  expect(activateDevSections('http://127.0.0.1:4173/faq', undefined)).toEqual({ sections: [FEATURES], cleanUrl: null });
});

test('a production page ignores a loopback target with a warning and stores nothing', () => {
  const got = activateDevSections('https://docs.roocode.com/?dev=features@http://127.0.0.1:4174', undefined);
  expect(got.sections).toEqual([]);
  expect(stored()).toBeNull();
  expect(String(warn.mock.calls[0]?.[0])).toContain('Ignoring ?dev=features@http://127.0.0.1:4174');
});

test('a loopback page ignores a target on another host', () => {
  expect(activateDevSections('http://localhost:4173/?dev=features@https://evil.example', undefined).sections).toEqual([]);
  expect(warn).toHaveBeenCalledTimes(1);
});

test('a loopback origin the script policy cannot name is refused with the reason', () => {
  for (const target of ['http://[::1]:4174', 'http://127.0.0.2:4174']) {
    expect(activateDevSections(`http://127.0.0.1:4173/?dev=features@${target}`, undefined).sections).toEqual([]);
    expect(String(warn.mock.lastCall?.[0])).toContain('script policy can allow only');
  }
  // The page itself may be on any loopback address.
  expect(activateDevSections('http://[::1]:4173/?dev=features@http://localhost:4174', undefined).sections).toHaveLength(1);
});

test('an origin the pointer lists is taken from any page', () => {
  const got = activateDevSections('https://docs.roocode.com/?dev=cloud@https://staging.example.com/cloud/', [
    'https://staging.example.com',
  ]);
  expect(got.sections).toEqual([
    { section: 'cloud', origin: 'https://staging.example.com', manifest: 'https://staging.example.com/cloud/mf-manifest.json' },
  ]);
});

test('a tampered or stale stored list is checked again on every page', () => {
  window.sessionStorage.setItem(
    DEV_STORAGE_KEY,
    JSON.stringify([{ section: 'features', manifest: 'https://evil.example/m.json' }, 7, null]),
  );
  expect(activateDevSections('http://127.0.0.1:4173/', undefined).sections).toEqual([]);
  window.sessionStorage.setItem(DEV_STORAGE_KEY, '{not json');
  expect(activateDevSections('http://127.0.0.1:4173/', undefined).sections).toEqual([]);
});

test('ending one section keeps the others; ending the last clears the tab', () => {
  const both = activateDevSections(
    'http://127.0.0.1:4173/?dev=features@http://127.0.0.1:4174,cloud@http://127.0.0.1:4175',
    undefined,
  );
  expect(endDevSections(both.sections, 'features').map((s) => s.section)).toEqual(['cloud']);
  expect(JSON.parse(stored()!)).toHaveLength(1);
  endDevSections([]);
  expect(stored()).toBeNull();
  expect(activateDevSections('http://127.0.0.1:4173/?dev=off', undefined).sections).toEqual([]);
});

test('storage that throws breaks nothing: the sections last for this page', () => {
  Object.assign(globalThis, {
    window: {
      get sessionStorage(): Storage {
        throw new DOMException('denied', 'SecurityError');
      },
    },
  });
  expect(activateDevSections('http://127.0.0.1:4173/?dev=features@http://127.0.0.1:4174', undefined).sections).toEqual([
    FEATURES,
  ]);
  expect(endDevSections([FEATURES])).toEqual([]);
});
