import { expect, test } from '@rstest/core';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { parsePath, StaticRouter, useLocation } from './router.tsx';

test('a site path splits into pathname, search and hash', () => {
  expect(parsePath('/search?q=a#top')).toEqual({ pathname: '/search', search: '?q=a', hash: '#top' });
  expect(parsePath('/features/#a?b')).toEqual({ pathname: '/features/', search: '', hash: '#a?b' });
  expect(parsePath('?q=1')).toEqual({ pathname: '/', search: '?q=1', hash: '' });
  expect(parsePath('/x#')).toEqual({ pathname: '/x', search: '', hash: '' });
});

test('the prerender router shows its one location', () => {
  const Show = () => {
    const l = useLocation();
    return createElement('p', null, `${l.pathname}|${l.search}|${l.hash}|${String(l.state)}`);
  };
  expect(renderToStaticMarkup(createElement(StaticRouter, { location: '/faq?x=1', children: createElement(Show) }))).toBe(
    '<p>/faq|?x=1||null</p>',
  );
  expect(() => renderToStaticMarkup(createElement(Show))).toThrow(/RouterContext is missing/);
});
