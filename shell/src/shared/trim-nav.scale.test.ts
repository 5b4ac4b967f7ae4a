import { expect, test } from '@rstest/core';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { gzipSync } from 'node:zlib';
import type { SectionName, SidebarItem } from '@roo-docs/schemas';
import { Sidebar } from '@roo-docs/chrome';
import { buildNavModel } from './nav-model.ts';
import type { NavSection, SiteData } from './site-data.ts';
import { trimSiteData } from './trim-nav.ts';

// A site of n pages spread as the inventory spreads its 428 routes (310 release notes, 66 features,
// 33 providers, 12 getting started, 7 cloud), release notes in categories of ten patches per minor.
function siteOf(n: number): SiteData {
  const share: [SectionName, string, number][] = [
    ['update-notes', '/update-notes/v', 310],
    ['features', '/features/page-', 66],
    ['providers', '/providers/page-', 33],
    ['getting-started', '/getting-started/page-', 12],
    ['cloud', '/roo-code-cloud/page-', 7],
  ];
  const nav: Partial<Record<SectionName, NavSection>> = {};
  share.forEach(([section, prefix, count], order) => {
    const pages = Math.round((n * count) / 428);
    const docs: SidebarItem[] = Array.from({ length: pages }, (_, i) =>
      section === 'update-notes'
        ? { type: 'doc', path: `${prefix}3.${Math.floor(i / 10)}.${i % 10}`, label: `3.${Math.floor(i / 10)}.${i % 10}` }
        : { type: 'doc', path: `${prefix}${i}`, label: `A page title of about this length ${i}` },
    );
    const size = section === 'update-notes' ? 10 : 12;
    const groups: SidebarItem[] = [];
    for (let i = 0; i < docs.length; i += size)
      groups.push({ type: 'category', label: `${section} group ${i / size + 1}`, items: docs.slice(i, i + size) });
    nav[section] = {
      buildId: `${order}${n}`.padEnd(12, '0'),
      sidebar: [{ order, item: { type: 'category', label: section, items: groups } }],
      unlisted: [[`${prefix}index`, 'Index']],
    };
  });
  return { remotes: { schemaVersion: 1, shell: null, sections: {} }, nav, renderedPath: null };
}

const gzip = (s: string) => gzipSync(s, { level: 9 }).length;
function pageBytes(site: SiteData, path: string) {
  const trimmed = trimSiteData({ ...site, renderedPath: path });
  const model = buildNavModel(trimmed.nav, trimmed);
  const sidebar = renderToStaticMarkup(
    createElement(Sidebar, {
      items: model.sidebar,
      active: path,
      renderLink: (href, label) => createElement('a', { href }, label),
    }),
  );
  return { data: gzip(JSON.stringify(trimmed)), sidebar: gzip(sidebar) };
}

const PAGES = ['/features/page-3', '/update-notes/v3.2.5', '/getting-started/page-1'];

test('navigation inlined in a page stays within 5 KB gzip at 2,000 pages, sidebar markup within 3 KB', () => {
  const site = siteOf(2000);
  for (const path of PAGES) {
    const bytes = pageBytes(site, path);
    expect([path, bytes.data <= 5 * 1024, bytes.sidebar <= 3 * 1024]).toEqual([path, true, true]);
  }
});

test('from 430 to 2,000 pages, what a page inlines grows by less than 2 KB gzip', () => {
  const small = siteOf(430);
  const large = siteOf(2000);
  for (const path of PAGES) {
    const a = pageBytes(small, path);
    const b = pageBytes(large, path);
    expect([path, b.data + b.sidebar - (a.data + a.sidebar) < 2048]).toEqual([path, true]);
  }
});
