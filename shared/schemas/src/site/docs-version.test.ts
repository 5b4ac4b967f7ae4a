import { describe, expect, test } from '@rstest/core';
import { formatZodError } from '../format-error.ts';
import { docEntrySchema } from './doc-entry.ts';
import { docsVersionSchema } from './docs-version.ts';

const version = {
  name: 'current',
  label: 'Next',
  isLast: true,
  path: '/',
  mainDocId: 'index',
  docs: [
    { id: 'index', path: '/', sidebar: 'docs' },
    { id: 'features/index', path: '/features/' },
  ],
  draftIds: [],
  sidebars: { docs: { link: { label: 'Getting started', path: '/getting-started/installing' } } },
  breadcrumbs: true,
};
const problems = (baseUrl: string, value: unknown): string[] => {
  const result = docsVersionSchema(baseUrl).safeParse(value);
  return result.success ? [] : formatZodError(result.error);
};

describe('docs version', () => {
  test('a version served from the site root round-trips unchanged', () => {
    expect(docsVersionSchema().parse(version)).toEqual(version);
  });

  test('a version or page path outside the base URL is an error', () => {
    expect(problems('/docs/', version)).toEqual([
      'path: Invalid string: must start with "/docs/"',
      'docs.0.path: Invalid string: must start with "/docs/"',
      'docs.1.path: Invalid string: must start with "/docs/"',
    ]);
    const moved = { ...version, path: '/docs/', docs: [{ id: 'index', path: '/docs/' }] };
    expect(problems('/docs/', moved)).toEqual([]);
  });

  test('the version fields are required', () => {
    const { mainDocId: _omitted, ...rest } = version;
    expect(problems('/', rest)).toEqual(['mainDocId: Invalid input: expected string, received undefined']);
    expect(problems('/', { ...version, isLast: 'yes' })).toHaveLength(1);
  });
});

describe('doc entry', () => {
  test('the sidebar is optional; id and path are not', () => {
    expect(docEntrySchema.safeParse({ id: 'faq', path: '/faq' }).success).toBe(true);
    expect(docEntrySchema.safeParse({ id: '', path: '/faq' }).success).toBe(false);
    expect(docEntrySchema.safeParse({ id: 'faq', path: 'faq' }).success).toBe(false);
  });
});
