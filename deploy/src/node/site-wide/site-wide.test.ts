import { expect, test } from '@rstest/core';
import { redirectPage, robotsTxt, sitemapXml } from './site-wide.ts';

test('redirect pages forward with query and hash and cannot be broken out of', () => {
  const html = redirectPage('/features/checkpoints');
  expect(html).toContain('location.replace("/features/checkpoints" + location.search + location.hash)');
  expect(html).toContain('<meta http-equiv="refresh" content="0; url=/features/checkpoints">');
  expect(redirectPage('/x</script><b>')).not.toContain('</script><b>');
});

test('sitemap lists routes weekly at priority 0.5 with their dates', () => {
  const xml = sitemapXml([
    {
      schemaVersion: 1,
      section: 'features',
      buildId: 'abcdef123456',
      sidebar: [],
      routes: [
        {
          path: '/features/b',
          title: 'B',
          description: 'd',
          context: null,
          headings: [],
          lastUpdated: '2026-01-02T03:04:05Z',
          source: 's',
          inSidebar: true,
        },
        {
          path: '/features/a',
          title: 'A',
          description: 'd',
          context: null,
          headings: [],
          lastUpdated: null,
          source: 's',
          inSidebar: true,
        },
      ],
    },
  ]);
  expect(xml.indexOf('/features/a')).toBeLessThan(xml.indexOf('/features/b'));
  expect(xml).toContain(
    '<loc>https://docs.roocode.com/features/b</loc><lastmod>2026-01-02</lastmod><changefreq>weekly</changefreq><priority>0.5</priority>',
  );
});

test('robots.txt lets every page be crawled and names the sitemap by its absolute URL', () => {
  const lines = robotsTxt().split('\n');
  expect(lines).toContain('User-agent: *');
  expect(lines).toContain('Allow: /');
  expect(lines).not.toContain('Disallow: /');
  expect(lines).toContain('Sitemap: https://docs.roocode.com/sitemap.xml');
});
