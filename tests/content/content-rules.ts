import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@rstest/core';
import { proseWordCount, readPageMetadata, scanContent } from '@roo-docs/section-build';
import { routeKey, sidebarTopItemSchema, type SidebarItem } from '@roo-docs/schemas';
import { inventory, REPO_ROOT, specSidebarDocs } from './sections.ts';

// Upper-case markers only: 'Todo list' is a feature name, 'TODO' is a note to self.
const PLACEHOLDER = /\b(TODO|TBD|FIXME|XXX)\b|\b([Ll]orem|[Ii]psum|[Cc]oming [Ss]oon)\b/;

/**
 * The content rules of a finished section: every route of the inventory is written, titled,
 * described, substantial, free of placeholders, linked correctly and in the reference order.
 */
export function checkSection(remote: string, options: { thinPages?: string[] } = {}) {
  const expected = inventory.filter((r) => r.remote === remote);
  const routes = new Map(inventory.map((r) => [routeKey(r.path), r]));

  test(`${remote}: every route of the inventory has a page, and no page is outside it`, async () => {
    const files = await scanContent(join(REPO_ROOT, 'remotes', remote));
    expect(files.map((f) => f.route).sort()).toEqual(expected.map((r) => r.path).sort());
  });

  for (const route of expected) {
    test(`${remote}: ${route.path} is complete`, async () => {
      const files = await scanContent(join(REPO_ROOT, 'remotes', remote));
      const file = files.find((f) => f.route === route.path);
      expect(file, `no page for ${route.path}`).toBeDefined();
      const meta = await readPageMetadata(file!.file);
      expect(meta.frontmatter.title).toBe(route.title);
      if (route.sidebarLabel) expect(meta.frontmatter.sidebar_label).toBe(route.sidebarLabel);
      expect(meta.frontmatter.description.split(/[.!?](\s|$)/).filter((s) => s.trim().length > 3).length).toBe(1);
      if (!options.thinPages?.includes(route.path)) expect(await proseWordCount(file!.file)).toBeGreaterThanOrEqual(150);
      expect(readFileSync(file!.file, 'utf8')).not.toMatch(PLACEHOLDER);
      for (const link of meta.links) {
        if (!link.url.startsWith('/') && !link.url.startsWith('#')) continue;
        const [path = '', anchor] = link.url.split('#');
        const target = path ? routes.get(routeKey(path)) : route;
        expect(target, `${file!.relative}:${link.line}: ${link.url} is not a route of the site`).toBeDefined();
        if (!anchor) continue;
        // Anchors are checked wherever the target page exists in this repository.
        const targetFile = (await scanContent(join(REPO_ROOT, 'remotes', target!.remote)).catch(() => [])).find(
          (f) => routeKey(f.route) === routeKey(target!.path),
        );
        if (!targetFile) continue;
        const ids = (await readPageMetadata(targetFile.file)).toc.map((h) => h.id);
        expect(ids, `${file!.relative}:${link.line}: #${anchor} not on ${target!.path}`).toContain(anchor);
      }
    });
  }

  test(`${remote}: sidebar order follows the reference sidebar`, () => {
    const fragment = JSON.parse(readFileSync(join(REPO_ROOT, 'remotes', remote, 'sidebar.json'), 'utf8')).map((t: unknown) =>
      sidebarTopItemSchema.parse(t),
    );
    const docs: string[] = [];
    const walk = (item: SidebarItem) => {
      if (item.type === 'doc' && !docs.includes(item.path)) docs.push(item.path);
      if (item.type === 'category') item.items.forEach(walk);
    };
    [...fragment].sort((a, b) => a.order - b.order).forEach((t) => walk(t.item));
    const own = new Set(expected.map((r) => r.path));
    expect(docs).toEqual(specSidebarDocs().filter((d) => own.has(d)));
  });
}
