import { expect, test } from '@rstest/core';
import { isPagePath, pageStatus } from './site-routes.ts';

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

test('a path no page has is answered 404; a page, its other spellings and the results page 200', () => {
  const nav = {
    features: { buildId: 'dev', sidebar: [], unlisted: [['/features/checkpoints', 'Checkpoints']] },
  } satisfies Parameters<typeof pageStatus>[1]['nav'];
  for (const path of ['/features/checkpoints', '/Features/Checkpoints', '/features/checkpoints.html', '/search', '/404.html'])
    expect([path, pageStatus(path, { nav })]).toEqual([path, 200]);
  for (const path of ['/features/checkpoint', '/nowhere', '/features/%E0%A4%A'])
    expect([path, pageStatus(path, { nav })]).toEqual([path, 404]);
});
