import { expect, test } from '@rstest/core';
import type { SidebarItem } from '@roo-docs/schemas';
import { buildNavModel, pagerLinks } from './nav-model.ts';
import type { SiteData } from './site-data.ts';
import { trimSiteData } from './trim-nav.ts';

const doc = (path: string, label: string): SidebarItem => ({ type: 'doc', path, label });
const notes = Array.from({ length: 300 }, (_, i) => doc(`/update-notes/v1.${i}`, `1.${i}`));
const site: SiteData = {
  remotes: { schemaVersion: 1, shell: null, sections: {} },
  renderedPath: '/features/b',
  nav: {
    features: {
      buildId: 'aaaaaaaa0000',
      sidebar: [
        {
          order: 50,
          item: {
            type: 'category',
            label: 'Features',
            items: [
              doc('/features/a', 'A'),
              doc('/features/b', 'B'),
              { type: 'category', label: 'More', items: [doc('/features/c', 'C')] },
            ],
          },
        },
        { order: 60, item: { type: 'category', label: 'Always open', collapsible: false, items: [doc('/features/d', 'D')] } },
      ],
      unlisted: [
        ['/features/', 'Features'],
        ['/features/hidden', 'Hidden'],
      ],
    },
    'update-notes': {
      buildId: 'bbbbbbbb0000',
      sidebar: [{ order: 110, item: { type: 'category', label: 'Update Notes', items: notes } }],
      unlisted: [],
    },
  },
};

test('a page inlines its own branch and open categories; closed ones, small or large, as bare labels', () => {
  const trimmed = trimSiteData(site);
  const features = trimmed.nav.features!;
  expect(features.sidebar[0]!.item).toEqual({
    type: 'category',
    label: 'Features',
    items: [doc('/features/a', 'A'), doc('/features/b', 'B'), { type: 'category', label: 'More', items: [] }],
  });
  expect(features.sidebar[1]!.item).toMatchObject({ label: 'Always open', items: [doc('/features/d', 'D')] });
  expect(features.unlisted).toEqual([]);
  expect(trimmed.nav['update-notes']!.sidebar[0]!.item).toEqual({ type: 'category', label: 'Update Notes', items: [] });
  // Neighbours come from the whole order, across categories the page does not inline.
  expect(trimmed.neighbours).toEqual({ prev: { path: '/features/a', label: 'A' }, next: { path: '/features/c', label: 'C' } });
  // However long the release notes grow, a features page carries none of them.
  expect(JSON.stringify(trimmed).length).toBeLessThan(1200);
});

test('the model of a trimmed page knows it is partial and which categories wait for their items', () => {
  const trimmed = trimSiteData(site);
  const model = buildNavModel(trimmed.nav, trimmed);
  expect(model.complete).toBe(false);
  expect(model.neighbours).toEqual({ path: '/features/b', ...trimmed.neighbours });
  expect(model.sidebar.find((c) => c.type === 'category' && c.label === 'Update Notes')).toMatchObject({ pending: true });
  expect(model.routes.has('/update-notes/v1.5')).toBe(false);
  const full = buildNavModel(site.nav);
  expect(full.complete).toBe(true);
  expect(full.routes.has('/update-notes/v1.5')).toBe(true);
});

test('an unlisted page keeps its own route; a release-notes page opens its category only', () => {
  expect(trimSiteData({ ...site, renderedPath: '/features/hidden' }).nav.features!.unlisted).toEqual([
    ['/features/hidden', 'Hidden'],
  ]);
  const page = trimSiteData({ ...site, renderedPath: '/update-notes/v1.7' });
  expect(page.nav['update-notes']!.sidebar[0]!.item).toMatchObject({ items: notes });
  expect(page.nav.features!.sidebar[0]!.item).toEqual({ type: 'category', label: 'Features', items: [] });
  expect(page.neighbours).toEqual({
    prev: { path: '/update-notes/v1.6', label: '1.6' },
    next: { path: '/update-notes/v1.8', label: '1.8' },
  });
  expect(trimSiteData({ ...site, renderedPath: null }).neighbours).toBeNull();
});

// Release notes are listed newest first; each names its own pager neighbours by version.
const releases: SidebarItem[] = [
  { type: 'doc', path: '/update-notes/', label: 'Index' },
  { type: 'doc', path: '/update-notes/v2.2', label: '2.2', previous: '/update-notes/v2.1', next: null },
  { type: 'doc', path: '/update-notes/v2.1', label: '2.1', previous: '/update-notes/v2.0', next: '/update-notes/v2.2' },
  { type: 'doc', path: '/update-notes/v2.0', label: '2.0', previous: null, next: '/update-notes/v2.1' },
];
const byVersion: SiteData = {
  ...site,
  nav: {
    features: site.nav.features!,
    'update-notes': {
      buildId: 'cccccccc0000',
      sidebar: [{ order: 110, item: { type: 'category', label: 'Update Notes', items: releases } }],
      unlisted: [],
    },
  },
};

test('a doc that names its previous and next page gets them in the pager, on the first page and in the whole model', () => {
  const middle = trimSiteData({ ...byVersion, renderedPath: '/update-notes/v2.1' });
  // Next is the newer release although the sidebar lists it above.
  expect(middle.neighbours).toEqual({
    prev: { path: '/update-notes/v2.0', label: '2.0' },
    next: { path: '/update-notes/v2.2', label: '2.2' },
  });
  expect(trimSiteData({ ...byVersion, renderedPath: '/update-notes/v2.2' }).neighbours).toEqual({
    prev: { path: '/update-notes/v2.1', label: '2.1' },
    next: null,
  });
  expect(trimSiteData({ ...byVersion, renderedPath: '/update-notes/v2.0' }).neighbours?.prev).toBeNull();
  // A doc that names nothing keeps its sidebar neighbours.
  expect(trimSiteData({ ...byVersion, renderedPath: '/update-notes/' }).neighbours?.next).toEqual({
    path: '/update-notes/v2.2',
    label: '2.2',
  });
  const full = buildNavModel(byVersion.nav);
  const at = (path: string) => full.order.findIndex((o) => o.path === path);
  const find = (path: string) => full.order.find((o) => o.path === path);
  expect(pagerLinks(full.order, at('/update-notes/v2.1'), find)).toEqual(middle.neighbours);
});
