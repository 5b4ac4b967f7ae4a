import { expect, test } from '@rstest/core';
import * as kit from './index.ts';
import * as facts from './facts/index.ts';
import { FACT_TABLES, unknownFactId } from './facts/index.ts';
import { PROVIDED_COMPONENTS } from './page-components.ts';
import { useMDXComponents } from './provider.ts';

test('every provided name is a component of the kit, and the provider hands MDX that component', () => {
  const given = useMDXComponents() as Record<string, unknown>;
  for (const name of PROVIDED_COMPONENTS) {
    expect(typeof kit[name], name).toBe('function');
    expect(given[name], name).toBe(kit[name]);
  }
  // Beside them only the kit's forms of plain elements, which no page writes as a tag of its own.
  expect(Object.keys(given).filter((k) => /^[A-Z]/.test(k))).toEqual([...PROVIDED_COMPONENTS]);
});

test('each fact component names a table of the facts module and a file there', () => {
  for (const [component, { table }] of Object.entries(FACT_TABLES)) {
    expect(PROVIDED_COMPONENTS as readonly string[]).toContain(component);
    expect(Object.keys(facts[table]).length, table).toBeGreaterThan(0);
  }
  expect(unknownFactId('Shortcut', 'nope')).toBe(
    "Unknown Shortcut id 'nope': add it to shared/mdx-kit/src/facts/shortcuts.ts or fix the page",
  );
});
