import { describe, expect, test } from '@rstest/core';
import { pageTableEntrySchema, pageTableSchema } from './page-table.ts';

describe('page table', () => {
  test('entries name a renderer and, optionally, content, context or props', () => {
    const table = [
      { path: '/', component: 'home' },
      { path: '/faq', component: 'doc-page', content: 'content/faq.mdx' },
      { path: '/search/', component: 'search-page', context: 'search' },
      { path: '/', component: 'doc-page', content: 'content/index.mdx', props: 'root' },
    ];
    expect(pageTableSchema.parse(table)).toEqual(table);
  });

  test('paths are exact: no parameters or wildcards', () => {
    for (const path of ['/update-notes/:version', '/providers/*', 'faq']) {
      expect(pageTableEntrySchema.safeParse({ path, component: 'doc-page' }).success).toBe(false);
    }
    expect(pageTableEntrySchema.safeParse({ path: '/faq', component: '' }).success).toBe(false);
  });
});
