import { expect, test } from '@rstest/core';
import { pageAnswerFor, prefersMarkdown } from './page-negotiation.ts';

const BROWSER = 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8';

test('Markdown only for a client that names it and weighs it at least as much as HTML', () => {
  for (const accept of [
    'text/markdown',
    'text/markdown, text/html;q=0.9',
    'text/markdown, text/html',
    'text/html;q=0.5, text/markdown',
    'TEXT/MARKDOWN',
  ])
    expect([accept, prefersMarkdown(accept)]).toEqual([accept, true]);
  for (const accept of [
    undefined,
    '',
    BROWSER,
    '*/*',
    'text/*',
    'text/html, text/markdown',
    'text/markdown;q=0',
    'text/markdown;q=0.5, text/html',
    'text/plain',
  ])
    expect([accept, prefersMarkdown(accept)]).toEqual([accept, false]);
});

test('a page URL answers with its twin (either place) or its HTML, and always varies by Accept', () => {
  expect(pageAnswerFor('text/markdown', '/features/checkpoints')).toEqual({
    files: ['features/checkpoints.md'],
    fallback: 'features/checkpoints/index.html',
    contentType: 'text/markdown; charset=utf-8',
    markdown: true,
    vary: 'Accept, Accept-Encoding',
  });
  expect(pageAnswerFor('text/markdown', '/features/')?.files).toEqual(['features.md']);
  expect(pageAnswerFor('text/markdown', '/features')?.files).toEqual(['features.md']);
  expect(pageAnswerFor('text/markdown', '/')?.files).toEqual(['index.md']);
  const html = pageAnswerFor(BROWSER, '/features/checkpoints');
  expect([html?.markdown, html?.files, html?.vary]).toEqual([
    false,
    ['features/checkpoints/index.html'],
    'Accept, Accept-Encoding',
  ]);
});

test('files, build folders and private paths are not pages', () => {
  for (const path of [
    '/features/checkpoints.md',
    '/llms.txt',
    '/_mf/features/0123456789ab/remoteEntry.js',
    '/_assets/x',
    '/.deploy/history',
    '/a/%2e%2e/b',
    '/%ZZ',
  ])
    expect([path, pageAnswerFor('text/markdown', path)]).toEqual([path, null]);
});
