import { expect, test } from '@rstest/core';
import type { z } from 'zod';
import { labels, settings, shortcuts, statements } from './index.ts';
import { labels as generalLabels } from './labels.ts';
import { providerLabels } from './labels-providers.ts';
import { settings as generalSettings } from './settings.ts';
import { contextSettings } from './settings-context.ts';
import { providerSettings } from './settings-providers.ts';
import { toolSettings } from './settings-tools.ts';
import { factIdSchema, labelFactSchema, settingFactSchema, shortcutFactSchema, statementFactSchema } from './schema.ts';

const groups: [string, Record<string, unknown>, z.ZodType][] = [
  ['shortcuts', shortcuts, shortcutFactSchema],
  ['settings', settings, settingFactSchema],
  ['labels', labels, labelFactSchema],
  ['statements', statements, statementFactSchema],
];

for (const [name, entries, schema] of groups) {
  test(`every entry of ${name} matches its schema`, () => {
    for (const [id, entry] of Object.entries(entries)) {
      const result = schema.safeParse(entry);
      expect(result.error?.issues.map((i) => `${name}.${id}.${i.path.join('.')}: ${i.message}`) ?? []).toEqual([]);
      expect(factIdSchema.safeParse(id).success, `${name}.${id} is not a camelCase id`).toBe(true);
    }
  });
}

test('shortcut keys are the same on both platforms apart from the modifier', () => {
  for (const [id, s] of Object.entries(shortcuts)) {
    const strip = (keys: string[]) => keys.filter((k) => !['Ctrl', 'Cmd'].includes(k));
    expect(strip(s.mac), id).toEqual(strip(s.keys));
  }
});

test('setting keys are unique', () => {
  const keys = Object.values(settings).map((s) => s.key);
  expect(new Set(keys).size).toBe(keys.length);
});

// index.ts merges the tables with object spread, which would let a later file silently replace an entry.
test('no id is defined in two files of the same table', () => {
  const tables = {
    settings: [generalSettings, toolSettings, contextSettings, providerSettings],
    labels: [generalLabels, providerLabels],
  };
  for (const [name, parts] of Object.entries(tables)) {
    const ids = parts.flatMap((part) => Object.keys(part));
    expect(
      ids.filter((id, i) => ids.indexOf(id) !== i),
      name,
    ).toEqual([]);
  }
});

test('the schema refuses a malformed entry, naming the field', () => {
  const result = settingFactSchema.safeParse({ label: 'x y z', key: 'has space', scope: 'vscode', location: 'Settings' });
  expect(result.success).toBe(false);
  expect(result.error?.issues[0]?.path).toEqual(['key']);
});

test('a shortcut without default keys must name its command', () => {
  const unbound = { action: 'Accept the suggestion', keys: [], mac: [] };
  expect(shortcutFactSchema.safeParse(unbound).success).toBe(false);
  expect(shortcutFactSchema.safeParse({ ...unbound, command: 'roo-cline.acceptInput' }).success).toBe(true);
  expect(shortcutFactSchema.safeParse({ ...unbound, mac: ['Cmd', 'Y'], command: 'roo-cline.acceptInput' }).success).toBe(false);
});
