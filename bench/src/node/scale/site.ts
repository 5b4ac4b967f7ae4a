import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { inventoryRoutes } from '@roo-docs/inventory';
import { SECTION_NAMES, type SectionName, type SidebarItem, type SidebarTopItem } from '@roo-docs/schemas';
import { copyRemote } from './copy-remote.ts';
import { readCorpus } from './corpus.ts';
import { generateEntry } from './entry.ts';
import { generatePage } from './page.ts';
import { contentFileOf, planSite, type PlannedPage } from './plan.ts';
import { seeded } from './random.ts';

export interface ScaleSite {
  /** Folder holding `remotes/<section>/` of the generated site (inside the repository, gitignored). */
  dir: string;
  remoteDir(section: SectionName): string;
  pages: Record<SectionName, number>;
  remove(): Promise<void>;
}

function listedPaths(sidebar: SidebarTopItem[]): Set<string> {
  const out = new Set<string>();
  const walk = (item: SidebarItem) => {
    if (item.type === 'doc') out.add(item.path);
    if (item.type === 'category') item.items.forEach(walk);
  };
  sidebar.forEach((t) => walk(t.item));
  return out;
}

// Pages the sidebar does not list yet go into it in categories of twenty (the real update-notes
// sidebar groups patches by minor release), inside the section's first category.
function withPages(sidebar: SidebarTopItem[], pages: PlannedPage[]): SidebarTopItem[] {
  const listed = listedPaths(sidebar);
  const extra = pages.filter((p) => !listed.has(p.path));
  if (!extra.length) return sidebar;
  const groups: SidebarItem[] = [];
  for (let i = 0; i < extra.length; i += 20)
    groups.push({
      type: 'category',
      label: `Scale ${i / 20 + 1}`,
      items: extra.slice(i, i + 20).map((p) => ({ type: 'doc', path: p.path })),
    });
  const [first, ...rest] = sidebar;
  if (first?.item.type === 'category')
    return [{ ...first, item: { ...first.item, items: [...first.item.items, ...groups] } }, ...rest];
  return [...sidebar, { order: 1000, item: { type: 'category', label: 'Scale', items: groups } }];
}

/**
 * Writes a throw-away copy of the site's sections with `n` pages in all, spread over the sections
 * as the inventory spreads its routes. Real pages are kept; the others are generated from their prose.
 */
export async function createScaleSite(repoRoot: string, n: number): Promise<ScaleSite> {
  const inventory = inventoryRoutes();
  const dir = join(repoRoot, '.tmp', `scale-${n}`);
  const remoteDir = (section: SectionName) => join(dir, 'remotes', section);
  await rm(dir, { recursive: true, force: true });
  const pages = {} as Record<SectionName, number>;
  try {
    const realFiles = {} as Record<SectionName, string[]>;
    const generated = new Set<SectionName>();
    for (const s of SECTION_NAMES) {
      const copied = await copyRemote(join(repoRoot, 'remotes', s), remoteDir(s));
      realFiles[s] = copied.pages;
      if (copied.generated) generated.add(s);
    }
    const plan = planSite(n, inventory, realFiles);
    const corpus = await readCorpus(join(dir, 'remotes'), SECTION_NAMES);
    const random = seeded(n);
    for (const section of SECTION_NAMES) {
      const target = remoteDir(section);
      const planned = plan[section];
      pages[section] = planned.length;
      if (generated.has(section)) {
        // Release notes are typed entries; the section's own content step makes their pages and
        // sidebar, as in the real site, and `npm run release` adds a version to the copy.
        for (const page of planned.filter((p) => !p.real)) {
          const version = /\/v(\d+\.\d+\.\d+)$/.exec(page.path)?.[1];
          if (!version) throw new Error(`${section}: cannot generate an entry for ${page.path}`);
          await writeFile(join(target, 'entries', `v${version}.mdx`), generateEntry(version, corpus, random));
        }
        continue;
      }
      const sidebar: SidebarTopItem[] = JSON.parse(await readFile(join(target, 'sidebar.json'), 'utf8'));
      await writeFile(join(target, 'sidebar.json'), JSON.stringify(withPages(sidebar, planned)));
      const siblings = planned.map((p) => p.path);
      for (const page of planned.filter((p) => !p.real)) {
        const file = join(target, 'content', contentFileOf(page.path));
        await mkdir(dirname(file), { recursive: true });
        const input = { ...page, siblings: siblings.filter((s) => s !== page.path), releaseNote: section === 'update-notes' };
        await writeFile(file, generatePage(input, corpus, random));
      }
    }
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
  return { dir, remoteDir, pages, remove: () => rm(dir, { recursive: true, force: true }) };
}
