/**
 * The components that name a fact by `id` (`<Shortcut id="…"/>`), the table of `./index.ts` each
 * looks it up in, and the file a writer adds a missing id to. The components throw with
 * `unknownFactId`'s words while a page renders; the section compiler checks every page's ids
 * against the same tables before anything is bundled, so a writer meets one message.
 */
export const FACT_TABLES = {
  Fact: { table: 'statements', file: 'statements.ts' },
  Shortcut: { table: 'shortcuts', file: 'shortcuts.ts' },
  Setting: { table: 'settings', file: 'settings.ts' },
  Label: { table: 'labels', file: 'labels.ts' },
} as const;

export type FactComponent = keyof typeof FACT_TABLES;
export type FactTableName = (typeof FACT_TABLES)[FactComponent]['table'];

/** Why a page's `<component id>` cannot render, in the words every check uses. */
export function unknownFactId(component: FactComponent, id: string | undefined): string {
  return `Unknown ${component} id '${id}': add it to shared/mdx-kit/src/facts/${FACT_TABLES[component].file} or fix the page`;
}
