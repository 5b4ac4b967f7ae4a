import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from '@rstest/core';
import { TOOL_CATALOGUE, toolEntry } from '@roo-docs/assistant-schemas/tools';
import { componentUses, toolPageProblems } from './tool-pages-rules.ts';
import { inventory, REPO_ROOT } from './sections.ts';

const TOOL_PAGES = '/advanced-usage/available-tools/';
const pageFile = (route: string) => {
  const entry = inventory.find((r) => r.path === route);
  return entry ? join(REPO_ROOT, 'remotes', entry.remote, 'content', `${route}.mdx`) : undefined;
};
const read = (route: string) => readFileSync(pageFile(route)!, 'utf8');

describe('tool reference pages and the tool catalogue', () => {
  test('the rules catch a missing table, a missing call shape and a table typed by hand', () => {
    const applyDiff = toolEntry('apply_diff')!;
    const good =
      '<ToolFacts tool="apply_diff"/>\n<ToolParams tool="apply_diff"/>\n<ToolParams tool="apply_diff" form="multi-file"/>\n<ToolExample tool="apply_diff"/>';
    expect(toolPageProblems(good, applyDiff)).toEqual([]);
    const bad =
      '<ToolParams tool="write_to_file"/>\n\n| Parameter | Required |\n|---|---|\n| `path` | Yes |\n```md\n| Parameter | x |\n```';
    expect(toolPageProblems(bad, applyDiff)).toEqual([
      'no <ToolParams tool="apply_diff"/>',
      'no <ToolParams tool="apply_diff" form="multi-file"/>',
      'no <ToolFacts tool="apply_diff"/>',
      'no <ToolExample tool="apply_diff"/>',
      'line 3: a parameter table typed by hand',
    ]);
  });

  test.each(TOOL_CATALOGUE.map((t) => [t.name, t] as const))(
    '%s has a page that renders its table from the catalogue',
    (_name, tool) => {
      const file = pageFile(tool.page);
      expect(file, `${tool.page} is not in shared/inventory/routes.json`).toBeDefined();
      expect(existsSync(file!), `${file} does not exist`).toBe(true);
      expect(toolPageProblems(read(tool.page), tool)).toEqual([]);
    },
  );

  test('every tool page documents a catalogue tool, the one its title names', () => {
    const toolRoutes = inventory.filter((r) => r.path.startsWith(TOOL_PAGES) && !r.path.endsWith('/tool-use-overview'));
    expect(toolRoutes.length).toBeGreaterThan(0);
    for (const route of toolRoutes) {
      const tool = toolEntry(route.title);
      expect(tool?.page, `${route.path} is titled '${route.title}', which the catalogue does not document there`).toBe(
        route.path,
      );
    }
  });

  test('component uses on the tool pages name catalogue tools', () => {
    for (const route of inventory.filter((r) => r.path.startsWith(TOOL_PAGES))) {
      const file = pageFile(route.path);
      if (!file || !existsSync(file)) continue;
      const source = read(route.path);
      for (const component of ['ToolParams', 'ToolFacts', 'ToolExample']) {
        for (const use of componentUses(source, component))
          expect(toolEntry(use.tool ?? ''), `${route.path}: <${component} tool="${use.tool}"/>`).toBeDefined();
      }
    }
  });
});
