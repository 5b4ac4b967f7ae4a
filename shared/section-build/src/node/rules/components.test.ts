import { expect, test } from '@rstest/core';
import { unknownComponents } from './components.ts';

const use = (name: string, line: number, column: number) => ({ name, line, column });

test("a component outside the kit's list is refused where its tag starts; the kit's pass", () => {
  expect(unknownComponents([use('Admonition', 3, 1), use('Bogus', 7, 4), use('Tabs', 9, 1)])).toEqual([
    { line: 7, column: 4, reason: 'Unknown component <Bogus>: no page component has this name' },
  ]);
});
