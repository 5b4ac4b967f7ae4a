import { markdownPathOf } from '@roo-docs/schemas/contract';

/**
 * The page actions as the server renders them, and as they stay without JavaScript: a link to the
 * page's Markdown twin. The menu replaces it once the page is interactive (PageActions.tsx).
 */
export function TwinLink({ route }: { route: string }) {
  return (
    <div className="page-actions">
      <a className="page-actions-button" href={markdownPathOf(route)} type="text/markdown">
        View as Markdown
      </a>
    </div>
  );
}
