import { describe, expect, test } from '@rstest/core';
import { formatZodError } from '@roo-docs/schemas';
import { globalSettingsSchema } from './global-settings.ts';

const accepts = (value: Record<string, unknown>) => globalSettingsSchema.safeParse(value).success;

describe('global settings', () => {
  test('every key is optional', () => {
    expect(globalSettingsSchema.parse({})).toEqual({});
  });

  test('write delay is at least 0', () => {
    expect([-1, 0, 1000].map((writeDelayMs) => accepts({ writeDelayMs }))).toEqual([false, true, true]);
  });

  test('request and cost limits may be null (no limit)', () => {
    expect(accepts({ allowedMaxRequests: null, allowedMaxCost: null })).toBe(true);
    expect(accepts({ allowedMaxRequests: 'many' })).toBe(false);
  });

  test('language and telemetry take their fixed values', () => {
    expect(accepts({ language: 'pt-BR', telemetrySetting: 'unset' })).toBe(true);
    expect(accepts({ language: 'pt' })).toBe(false);
    expect(accepts({ telemetrySetting: 'off' })).toBe(false);
  });

  test('custom modes in settings follow the mode rules', () => {
    const mode = { slug: 'x', name: 'X', roleDefinition: 'r', groups: [] };
    const result = globalSettingsSchema.safeParse({ customModes: [mode, mode] });
    expect(result.success ? [] : formatZodError(result.error)).toEqual(['customModes: Duplicate mode slugs are not allowed']);
  });
});
