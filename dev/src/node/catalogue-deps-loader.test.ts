import { expect, test } from '@rstest/core';
import catalogueDependencies from './catalogue-deps-loader.js';

test('a page depends on the catalogue file of each provider its model tables show, and is passed on unchanged', () => {
  const watched: string[] = [];
  const context = {
    getOptions: () => ({ catalogueDir: '/catalogue' }),
    addDependency: (file: string) => watched.push(file),
    addMissingDependency: () => {},
  };
  const page = 'Intro.\n\n<ModelTable provider="anthropic" />\n\n<ModelTable caption="x" provider=\'open-router\'/>\n<Other provider="no" />\n';
  expect(catalogueDependencies.call(context, page)).toBe(page);
  expect(watched).toEqual(['/catalogue/anthropic.json', '/catalogue/open-router.json']);
});
