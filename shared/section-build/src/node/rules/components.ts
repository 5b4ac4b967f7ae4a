import { PROVIDED_COMPONENTS } from '@roo-docs/mdx-kit/page-components';
import type { PageUse } from '../mdx/remark-page-uses.ts';
import type { PagePlace } from '../problems/problem.ts';

const PROVIDED: ReadonlySet<string> = new Set(PROVIDED_COMPONENTS);

/**
 * A page may use only the kit's components (and its own): any other tag would render as
 * "Expected component X to be defined" in the reader's browser and stop the build's render.
 */
export function unknownComponents(uses: readonly PageUse[], provided: ReadonlySet<string> = PROVIDED): PagePlace[] {
  return uses
    .filter((u) => !provided.has(u.name))
    .map((u) => ({ line: u.line, column: u.column, reason: `Unknown component <${u.name}>: no page component has this name` }));
}
