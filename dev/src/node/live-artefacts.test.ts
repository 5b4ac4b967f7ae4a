import { expect, test } from '@rstest/core';
import { canonicalManifest } from './live-artefacts.ts';

test('a manifest listing the same modules in another order, or more async chunks, reads the same', () => {
  const shared = [
    { id: 'roo_features:react-dom', name: 'react-dom' },
    { id: 'roo_features:react', name: 'react' },
  ];
  const one = JSON.stringify({ id: 'roo_features', shared, exposes: [{ id: 'roo_features:routes' }] });
  const other = JSON.stringify({ id: 'roo_features', shared: [...shared].reverse(), exposes: [{ id: 'roo_features:routes' }] });
  expect(one).not.toBe(other);
  expect(canonicalManifest(one)).toBe(canonicalManifest(other));
  expect(JSON.parse(canonicalManifest(one)).shared.map((s: { name: string }) => s.name)).toEqual(['react', 'react-dom']);
  const expose = (async: string[]) =>
    JSON.stringify({ exposes: [{ id: 'roo_features:routes', assets: { js: { sync: ['routes.js'], async } } }] });
  const compiled = canonicalManifest(expose(['page.js', 'page-proxy.js']));
  expect(compiled).toBe(canonicalManifest(expose(['page-proxy.js'])));
  expect(JSON.parse(compiled).exposes[0].assets.js).toEqual({ sync: ['routes.js'], async: [] });
});
