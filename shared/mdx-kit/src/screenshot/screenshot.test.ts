import { describe, expect, test } from '@rstest/core';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Screenshot } from './Screenshot.tsx';
import type { ScreenshotData } from './data.ts';

// Props as the MDX pipeline inlines them (shared/section-build remark-screenshots).
const data: ScreenshotData = {
  id: 'todo-list',
  width: 440,
  height: 620,
  alt: 'A task with its todo list: two items done, one in progress and one pending.',
  caption: "A task's todo list.",
  uiVersion: '3.28.17',
  dark: { x1: '/_assets/d1.webp', x2: '/_assets/d2.webp' },
  light: { x1: '/_assets/l1.webp', x2: '/_assets/l2.webp' },
};
const render = (props: { id?: string; data?: ScreenshotData }) => renderToStaticMarkup(createElement(Screenshot, props));

describe('<Screenshot>', () => {
  test('server HTML: both variants as sized boxes, the pictures only for readers without JavaScript, caption, full-size links', () => {
    const html = render({ id: 'todo-list', data });
    for (const [theme, x1, x2] of [
      ['dark', '/_assets/d1.webp', '/_assets/d2.webp'],
      ['light', '/_assets/l1.webp', '/_assets/l2.webp'],
    ]) {
      expect(html).toContain(`<a class="screenshot-${theme}" href="${x2}">`);
      expect(html).toContain(`<noscript><img src="${x1}" width="440" height="620"`);
    }
    // No image element the browser would fetch before hydration: only boxes of the picture's size.
    expect(html.replace(/<noscript>.*?<\/noscript>/g, '')).not.toContain('<img');
    const box = 'class="screenshot-pending" style="width:calc(440px - 2px);aspect-ratio:440 / 620"';
    expect(html.split(box)).toHaveLength(3);
    expect(html).toContain('alt="A task with its todo list');
    expect(html).toContain('<figcaption>A task&#x27;s todo list.</figcaption>');
    expect(html).toContain('data-ui-version="3.28.17"');
  });

  test('the dialog holds no picture until it is opened, so the page carries two images, not four', () => {
    const html = render({ id: 'todo-list', data });
    expect(html.match(/<img /g)).toHaveLength(2); // the two <noscript> pictures
    expect(html).toMatch(/<dialog class="screenshot-dialog" aria-label="A task&#x27;s todo list.">/);
  });

  test('a page compiled without the pipeline fails loudly', () => {
    expect(() => render({ id: 'todo-list' })).toThrow(/has no manifest data/);
    expect(() => render({ id: 'other', data })).toThrow(/has no manifest data/);
  });
});
