import { expect, test } from '@rstest/core';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { AssetUrl } from '../screenshot/asset-url.ts';
import { ZoomImage } from './ZoomImage.tsx';

test('a Markdown image is a link to its file around a lazy picture, with no dialog until it is opened', () => {
  const html = renderToStaticMarkup(createElement(ZoomImage, { src: '/_assets/0123.png', alt: 'The task flow', title: 'Flow' }));
  expect(html).toBe(
    '<a class="zoom-image" href="/_assets/0123.png"><img src="/_assets/0123.png" alt="The task flow" title="Flow" loading="lazy" decoding="async"/><span class="visually-hidden"> (full size)</span></a>',
  );
});

test("in a parcel on another origin the site's pictures point at the docs site; other URLs stay", () => {
  const inParcel = (src: string) =>
    renderToStaticMarkup(
      createElement(
        AssetUrl.Provider,
        { value: (path) => `https://docs.example${path}` },
        createElement(ZoomImage, { src, alt: '' }),
      ),
    );
  expect(inParcel('/_assets/a.png')).toContain('href="https://docs.example/_assets/a.png"');
  expect(inParcel('https://img.example/x.png')).toContain('src="https://img.example/x.png"');
});
