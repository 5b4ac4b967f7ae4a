import { describe, expect, test } from '@rstest/core';
import { formatZodError } from '@roo-docs/schemas';
import { loadFixture } from '../fixtures/load.ts';
import {
  organizationCloudSettingsSchema,
  organizationDefaultSettingsSchema,
  organizationSettingsSchema,
} from './organization.ts';

const defaults = (key: string, value: unknown) => organizationDefaultSettingsSchema.safeParse({ [key]: value }).success;

describe('organisation settings', () => {
  test('the fixture round-trips unchanged', () => {
    const fixture = loadFixture('organizationSettings');
    const parsed = organizationSettingsSchema.parse(fixture);
    expect(parsed).toEqual(fixture);
    expect(organizationSettingsSchema.parse(JSON.parse(JSON.stringify(parsed)))).toEqual(parsed);
  });

  test('count defaults are integers of at least 0', () => {
    const counts = [
      'maxOpenTabsContext',
      'maxWorkspaceFiles',
      'terminalCommandDelay',
      'terminalOutputLineLimit',
      'terminalShellIntegrationTimeout',
    ];
    for (const key of counts) expect([-1, 0, 1, 2.5].map((n) => defaults(key, n))).toEqual([false, true, true, false]);
  });

  test('maxReadFileLine is an integer of at least -1', () => {
    expect([-2, -1, 0, 500, 0.5].map((n) => defaults('maxReadFileLine', n))).toEqual([false, true, true, true, false]);
  });

  test('share links expire after a positive whole number of days', () => {
    const days = (n: number) => organizationCloudSettingsSchema.safeParse({ taskShareExpirationDays: n }).success;
    expect([-1, 0, 1, 30, 1.5].map(days)).toEqual([false, false, true, true, false]);
  });

  test('a provider profile carrying another provider field is rejected at its path', () => {
    const doc = loadFixture('organizationSettings') as { providerProfiles: Record<string, Record<string, unknown>> };
    doc.providerProfiles['Company Bedrock'] = { ...doc.providerProfiles['Company Bedrock'], geminiApiKey: 'k' };
    const result = organizationSettingsSchema.safeParse(doc);
    expect(result.success ? [] : formatZodError(result.error)).toEqual([
      'providerProfiles.Company Bedrock: Unrecognized key: "geminiApiKey"',
    ]);
  });

  test('default settings and allow list are required; an MCP needs a valid url', () => {
    expect(organizationSettingsSchema.safeParse({ version: 1, allowList: { allowAll: true, providers: {} } }).success).toBe(
      false,
    );
    const doc = loadFixture('organizationSettings') as { mcps: Array<Record<string, unknown>> };
    doc.mcps[0] = { ...doc.mcps[0], url: 'tickets' };
    expect(organizationSettingsSchema.safeParse(doc).success).toBe(false);
  });
});
