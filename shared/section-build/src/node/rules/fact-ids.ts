import { FACT_TABLES, unknownFactId, type FactComponent, type FactTableName } from '@roo-docs/mdx-kit/facts';
import type { PageUse } from '../mdx/remark-page-uses.ts';
import type { PagePlace } from '../problems/problem.ts';

/** The fact tables a page names ids in, as the facts module exports them. */
export type FactTables = Record<FactTableName, Readonly<Record<string, unknown>>>;

const isFactComponent = (name: string): name is FactComponent => Object.hasOwn(FACT_TABLES, name);

/**
 * Every `<Fact id>`, `<Shortcut id>`, `<Setting id>` and `<Label id>` names an entry of its table
 * (the component would throw while the page renders). An id given as an expression is left to the render.
 */
export function unknownFactIds(uses: readonly PageUse[], tables: FactTables): PagePlace[] {
  return uses.flatMap((u) =>
    isFactComponent(u.name) && u.id !== undefined && !Object.hasOwn(tables[FACT_TABLES[u.name].table], u.id)
      ? [{ line: u.line, column: u.column, reason: unknownFactId(u.name, u.id) }]
      : [],
  );
}
