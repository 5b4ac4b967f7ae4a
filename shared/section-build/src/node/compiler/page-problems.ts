import type { PageMetadata } from '../mdx/metadata.ts';
import { inFile, problemOfError, type Problem } from '../problems/problem.ts';
import { unknownComponents } from '../rules/components.ts';
import { unknownFactIds, type FactTables } from '../rules/fact-ids.ts';
import type { MemoPage } from './page-memo.ts';

/**
 * What is wrong in one page by itself, where (`file` from the repository root): what stops it from
 * reading (its syntax, its frontmatter, a rule a remark plugin enforces: screenshots, tabs, model
 * tables, tool components, images), then the page rules over what it uses (unknown components,
 * unknown fact ids); every one of these would break the page for its reader, so each is an error.
 * Then the plugins' notes, which do not (an h1 in the body), as warnings.
 */
export function pageProblems(file: string, page: MemoPage, tables: FactTables): Problem[] {
  if (page.failure) return [problemOfError(file, page.failure.error, page.text)];
  const { uses, warnings }: PageMetadata = page.metadata;
  return [...inFile(file, [...unknownComponents(uses), ...unknownFactIds(uses, tables)]), ...inFile(file, warnings, 'warning')];
}
