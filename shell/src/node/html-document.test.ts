import { expect, test } from '@rstest/core';
import { testPointer } from '../../../tests/support/pointer.ts';
import { htmlDocument, type DocumentInput } from './html-document.ts';

const input = (meta?: DocumentInput['meta'], path: string | null = '/features/checkpoints'): DocumentInput => ({
  title: 'Checkpoints',
  description: 'Undo what the agent did.',
  path,
  body: '<main></main>',
  site: { remotes: testPointer({}), nav: {}, renderedPath: path },
  assets: { scripts: [], styles: [] },
  meta,
});
const head = (html: string) => html.slice(html.indexOf('<head>'), html.indexOf('</head>'));

test('a page with a share image names it absolute, with its size and alt, for a large card', () => {
  const html = head(
    htmlDocument(
      input({ shareImage: { src: '/_assets/0123456789abcdef.png', width: 1200, height: 630, alt: 'Checkpoints: "Features"' } }),
    ),
  );
  expect(html).toContain('<meta property="og:image" content="https://docs.roocode.com/_assets/0123456789abcdef.png">');
  expect(html).toContain('<meta property="og:image:width" content="1200"><meta property="og:image:height" content="630">');
  expect(html).toContain('<meta property="og:image:alt" content="Checkpoints: &quot;Features&quot;">');
  expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
  expect(html).not.toContain('content="summary"');
});

test('a page without one (the not-found page) keeps the small card and names no image', () => {
  const html = head(htmlDocument(input(undefined, null)));
  expect(html).toContain('<meta name="twitter:card" content="summary">');
  expect(html).not.toContain('og:image');
});

test("a page's alternates are linked from its head, with their type and title", () => {
  const html = head(
    htmlDocument(
      input({
        alternates: [{ type: 'application/rss+xml', href: '/update-notes/rss.xml', title: 'Roo Code release notes (RSS)' }],
      }),
    ),
  );
  expect(html).toContain(
    '<link rel="alternate" type="application/rss+xml" href="/update-notes/rss.xml" title="Roo Code release notes (RSS)">',
  );
});
