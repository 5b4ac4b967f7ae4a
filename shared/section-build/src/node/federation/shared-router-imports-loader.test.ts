import { expect, test } from '@rstest/core';
import sharedRouterImports from './shared-router-imports-loader.js';

const allowed = ['Link', 'useLocation', 'useNavigate'];
const check = (source: string) => sharedRouterImports.call({ getOptions: () => ({ allowed }), resourcePath: 'page.mdx' }, source);

test('shared names pass, renamed or with types beside them', () => {
  const source = `import { Link, useLocation as where, type To } from "react-router";\nimport type { Location } from 'react-router';`;
  expect(check(source)).toBe(source);
  expect(check(`import { useEffect } from 'react';`)).toContain('react');
});

test('a name the site does not share is refused, naming it and what is shared', () => {
  expect(() => check(`import { Link, NavLink, useBlocker } from 'react-router';`)).toThrow(
    /page\.mdx: NavLink, useBlocker are not part of the React Router the site shares \(Link, useLocation, useNavigate\)/,
  );
  expect(() => check(`export { Form } from "react-router";`)).toThrow(/Form is not part/);
  expect(() => check(`import * as Router from 'react-router';`)).toThrow(/not the whole module/);
  // The chrome's own name for the package is not a page's import.
  expect(check(`export { Link } from '#react-router';`)).toContain('#react-router');
});
