import { expect, test } from '@rstest/core';
import { isPagePath } from './site-routes.ts';

test('routes and .html paths are pages; build folders and other files are not', () => {
  for (const path of ['/', '/features/checkpoints', '/features/', '/update-notes/v3.28.17', '/404.html', '/search'])
    expect([path, isPagePath(path)]).toEqual([path, true]);
  for (const path of [
    '/_shell/dev/main.js',
    '/_mf/features/abc/remoteEntry.js',
    '/remotes.json',
    '/_assets/x.png',
    '/sitemap.xml',
  ])
    expect([path, isPagePath(path)]).toEqual([path, false]);
});
