import type { Root } from 'mdast';
import type { VFile } from 'vfile';
import { visit } from 'unist-util-visit';
import { TAB_GROUPS, isTabGroupId, tabValue } from '@roo-docs/mdx-kit/tab-groups';
import type { JsxNode } from './jsx-node.ts';

type Element = JsxNode & { children?: unknown[] };

const isJsx = (node: unknown, name: string): node is Element => {
  const n = node as Element;
  return (n.type === 'mdxJsxFlowElement' || n.type === 'mdxJsxTextElement') && n.name === name;
};

function literal(node: JsxNode, name: string): string | undefined | null {
  const attribute = node.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === name);
  if (!attribute) return undefined;
  return typeof attribute.value === 'string' ? attribute.value : null;
}

/** Every id a heading of the page has (remark-headings ran first), which no tab may take. */
function headingIds(tree: Root): Set<string> {
  const ids = new Set<string>();
  visit(tree, 'heading', (node) => {
    const id = (node.data?.hProperties as { id?: unknown } | undefined)?.id;
    if (typeof id === 'string') ids.add(id);
  });
  return ids;
}

/** The labels of a group's tabs, checked; fails the build at the line of the first problem. */
function tabLabels(node: Element, groupId: string | undefined, file: VFile): string[] {
  const labels: string[] = [];
  for (const child of node.children ?? []) {
    if (!isJsx(child, 'Tab')) {
      file.fail('<Tabs> holds only <Tab label="…"> elements (put text inside a tab)', (child as JsxNode).position as never);
    }
    const label = literal(child, 'label');
    if (!label) file.fail('<Tab> needs a literal label="…"', child.position as never);
    if (groupId && isTabGroupId(groupId) && !(TAB_GROUPS[groupId].labels as readonly string[]).includes(label!)) {
      const allowed = TAB_GROUPS[groupId].labels.join(', ');
      file.fail(`<Tab label="${label}"> is not a tab of the group "${groupId}" (its tabs: ${allowed})`, child.position as never);
    }
    if (labels.some((l) => tabValue(l) === tabValue(label!)))
      file.fail(`Two tabs named "${label}" in one <Tabs>`, child.position as never);
    labels.push(label!);
  }
  if (labels.length < 2) file.fail('<Tabs> needs at least two <Tab> elements', node.position as never);
  return labels;
}

/**
 * Checks each `<Tabs>` of a page and gives it its element id, which prefixes its tabs' ids and so
 * the fragments that select them: a synced group's is its `groupId` (`#editor-cursor`), a second
 * group of the same id on the page gets `-2`, a group of its own is `tabs-1`, `tabs-2`… in page
 * order. Fails the build at the line of a group id or a label the synced groups (mdx-kit's
 * tabs/groups.ts) do not list, a child that is not a `<Tab>`, and a tab id a heading already has.
 */
export function remarkTabs() {
  return (tree: Root, file: VFile) => {
    const seen = new Map<string, number>();
    const taken = headingIds(tree);
    visit(tree, (node) => {
      if (!isJsx(node, 'Tabs')) return;
      const groupId = literal(node, 'groupId');
      if (groupId === null) file.fail('<Tabs groupId> must be a literal string', node.position as never);
      if (groupId !== undefined && !isTabGroupId(groupId!)) {
        file.fail(
          `<Tabs groupId="${groupId}">: no such synced group (groups: ${Object.keys(TAB_GROUPS).join(', ')})`,
          node.position as never,
        );
      }
      if (literal(node, 'id') !== undefined)
        file.fail('<Tabs> gets its id from the build; remove id="…"', node.position as never);
      const labels = tabLabels(node, groupId ?? undefined, file);
      const base = groupId ?? 'tabs';
      const count = (seen.get(base) ?? 0) + 1;
      seen.set(base, count);
      const id = groupId && count === 1 ? base : `${base}-${count}`;
      for (const label of labels) {
        const tabId = `${id}-${tabValue(label)}`;
        if (taken.has(tabId))
          file.fail(`The tab "${label}" would take the id #${tabId}, which a heading of the page has`, node.position as never);
      }
      node.attributes.push({ type: 'mdxJsxAttribute', name: 'id', value: id });
    });
  };
}
