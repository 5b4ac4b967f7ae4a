import { expect, test } from '@rstest/core';
import { menuMove, openingFocus } from './menu-keys.ts';

test('arrows wrap, Home and End jump, Escape returns focus, Tab lets it go, Enter and Space activate', () => {
  expect(menuMove('ArrowDown', 3, 4)).toEqual({ focus: 0 });
  expect(menuMove('ArrowUp', 0, 4)).toEqual({ focus: 3 });
  expect(menuMove('Home', 2, 4)).toEqual({ focus: 0 });
  expect(menuMove('End', 0, 4)).toEqual({ focus: 3 });
  expect(menuMove('Escape', 1, 4)).toEqual({ close: 'return-focus' });
  expect(menuMove('Tab', 1, 4)).toEqual({ close: 'leave-focus' });
  expect(menuMove(' ', 1, 4)).toEqual({ activate: true });
  expect(menuMove('Enter', 1, 4)).toEqual({ activate: true });
  expect(menuMove('a', 1, 4)).toBeNull();
});

test('the button opens the menu on its first item, or its last with ArrowUp', () => {
  expect(['Enter', ' ', 'ArrowDown', 'ArrowUp', 'Tab'].map((k) => openingFocus(k, 4))).toEqual([0, 0, 0, 3, null]);
});
