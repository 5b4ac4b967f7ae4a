import { describe, expect, test } from '@rstest/core';
import { formatZodError } from '@roo-docs/schemas';
import { loadFixture } from '../fixtures/load.ts';
import { settingsExportSchema } from './settings-export.ts';

describe('settings export', () => {
  test('the fixture round-trips unchanged', () => {
    const fixture = loadFixture('settingsExport');
    const parsed = settingsExportSchema.parse(fixture);
    expect(parsed).toEqual(fixture);
    expect(settingsExportSchema.parse(JSON.parse(JSON.stringify(parsed)))).toEqual(parsed);
  });

  test('a profile with a field of another provider is rejected at its path', () => {
    const doc = loadFixture('settingsExport') as { providerProfiles: { apiConfigs: Record<string, Record<string, unknown>> } };
    doc.providerProfiles.apiConfigs['Local Qwen'] = { ...doc.providerProfiles.apiConfigs['Local Qwen'], apiKey: 'k' };
    const result = settingsExportSchema.safeParse(doc);
    expect(result.success ? [] : formatZodError(result.error)).toEqual([
      'providerProfiles.apiConfigs.Local Qwen: Unrecognized key: "apiKey"',
    ]);
  });

  test('the active profile name is required', () => {
    expect(settingsExportSchema.safeParse({ providerProfiles: { apiConfigs: {} } }).success).toBe(false);
    expect(settingsExportSchema.safeParse({ providerProfiles: { currentApiConfigName: 'a', apiConfigs: {} } }).success).toBe(
      true,
    );
  });
});
