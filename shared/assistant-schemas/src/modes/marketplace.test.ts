import { describe, expect, test } from '@rstest/core';
import { formatZodError } from '@roo-docs/schemas';
import { loadFixture } from '../fixtures/load.ts';
import {
  marketplaceCatalogueSchema,
  marketplaceItemSchema,
  mcpInstallationMethodSchema,
  mcpParameterSchema,
} from './marketplace.ts';

const problems = (value: unknown): string[] => {
  const result = marketplaceItemSchema.safeParse(value);
  return result.success ? [] : formatZodError(result.error);
};
const modeItem = (over: Record<string, unknown> = {}) => ({
  type: 'mode',
  id: 'reviewer',
  name: 'Reviewer',
  description: 'Reviews code.',
  content: 'slug: reviewer',
  ...over,
});
const mcpItem = (over: Record<string, unknown> = {}) => ({
  type: 'mcp',
  id: 'fetch',
  name: 'Fetch',
  description: 'Fetches pages.',
  url: 'https://example.com/fetch',
  content: '{"command":"npx"}',
  ...over,
});

describe('marketplace catalogue', () => {
  test('the fixture round-trips, with parameter defaults filled in', () => {
    const parsed = marketplaceCatalogueSchema.parse(loadFixture('marketplaceCatalogue'));
    expect(marketplaceCatalogueSchema.parse(JSON.parse(JSON.stringify(parsed)))).toEqual(parsed);
    const postgres = parsed.items.find((item) => item.id === 'postgres');
    expect(postgres?.type === 'mcp' && postgres.parameters?.[0]?.optional).toBe(false);
    expect(parsed.items.map((item) => item.type)).toEqual(['mode', 'mcp', 'mcp']);
  });
});

describe('marketplace item', () => {
  test('author URL must be a URL, with the exact message', () => {
    expect(problems(modeItem({ authorUrl: 'not a url' }))).toEqual(['authorUrl: Author URL must be a valid URL']);
    expect(problems(modeItem({ authorUrl: 'https://github.com/someone' }))).toEqual([]);
  });

  test('an author URL of the wrong type keeps zod default wording', () => {
    expect(problems(modeItem({ authorUrl: 42 }))).toEqual(['authorUrl: Invalid input: expected string, received number']);
  });

  test('id, name and content must not be empty', () => {
    expect(problems(modeItem({ name: '' }))).toEqual(['name: Name is required']);
    expect(problems(modeItem({ id: '' }))).toEqual(['id: Too small: expected string to have >=1 characters']);
    expect(problems(modeItem({ content: '' }))).toHaveLength(1);
    expect(problems(mcpItem({ content: '' }))).toHaveLength(1);
  });

  test('an MCP item needs a valid url of its own', () => {
    expect(problems(mcpItem({ url: 'nope' }))).toEqual(['url: Invalid URL']);
    const { url: _omitted, ...noUrl } = mcpItem();
    expect(problems(noUrl)).toEqual(['url: Invalid input: expected string, received undefined']);
  });

  test('an unknown item type is rejected', () => {
    expect(problems(modeItem({ type: 'skill' }))).toHaveLength(1);
  });

  test('installation methods and parameters need their names and keys', () => {
    expect(mcpInstallationMethodSchema.safeParse({ name: 'npx', content: '{}' }).success).toBe(true);
    expect(mcpInstallationMethodSchema.safeParse({ name: '', content: '{}' }).success).toBe(false);
    expect(mcpInstallationMethodSchema.safeParse({ name: 'npx', content: '' }).success).toBe(false);
    expect(mcpParameterSchema.parse({ name: 'Token', key: 'token' }).optional).toBe(false);
    expect(mcpParameterSchema.parse({ name: 'Token', key: 'token', optional: true }).optional).toBe(true);
    expect(mcpParameterSchema.safeParse({ name: 'Token', key: '' }).success).toBe(false);
  });
});
