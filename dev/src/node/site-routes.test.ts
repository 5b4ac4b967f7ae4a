import { expect, test } from '@rstest/core';
import { isPagePath, pageAnswer } from './site-routes.ts';

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

test('a path no page has is 404, another spelling moves to the page, a page and the results page are 200', () => {
  const nav = {
    features: { buildId: 'dev', sidebar: [], unlisted: [['/features/checkpoints', 'Checkpoints']] },
  } satisfies Parameters<typeof pageAnswer>[1]['nav'];
  for (const path of ['/features/checkpoints', '/search', '/404.html'])
    expect([path, pageAnswer(path, { nav })]).toEqual([path, { status: 200 }]);
  for (const path of ['/Features/Checkpoints', '/features/checkpoints.html'])
    expect([path, pageAnswer(path, { nav })]).toEqual([path, { status: 301, location: '/features/checkpoints' }]);
  for (const path of ['/features/checkpoint', '/nowhere', '/features/%E0%A4%A'])
    expect([path, pageAnswer(path, { nav })]).toEqual([path, { status: 404 }]);
});
