import { expect, test } from '@rstest/core';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { shortcuts, statements } from './facts/index.ts';
import { Fact, Shortcut } from './Facts.tsx';

const html = (el: Parameters<typeof renderToStaticMarkup>[0]) => renderToStaticMarkup(el).replace(/&#x27;/g, "'");

test('Shortcut shows a command by its keys, id, palette title or what it does', () => {
  const focus = shortcuts.focusInput;
  expect(html(createElement(Shortcut, { id: 'focusInput' }))).toBe('<em>no default key</em>');
  expect(html(createElement(Shortcut, { id: 'focusInput', show: 'command' }))).toBe(`<code>${focus.command}</code>`);
  expect(html(createElement(Shortcut, { id: 'focusInput', show: 'title' }))).toBe(focus.title);
  expect(html(createElement(Shortcut, { id: 'focusInput', show: 'action' }))).toBe(focus.action);
});

test('Shortcut and Fact name the facts file of an unknown id', () => {
  expect(() => html(createElement(Shortcut, { id: 'noSuchCommand' }))).toThrow(/shortcuts\.ts/);
  expect(() => html(createElement(Fact, { id: 'noSuchFact' }))).toThrow(/statements\.ts/);
});

test('Fact renders the whole sentence as text', () => {
  expect(html(createElement(Fact, { id: 'checkpointViewDiff' }))).toBe(
    statements.checkpointViewDiff.text.replace(/"/g, '&quot;'),
  );
});
