import * as tools from '@roo-docs/assistant-schemas/tools';

/** What a page's tool components are compiled from: the tool catalogue's lookups. */
export type ToolCatalogue = Pick<
  typeof tools,
  'groupMatrixData' | 'toolAvailabilityData' | 'toolEntry' | 'toolExampleData' | 'toolFactsData' | 'toolParametersData'
>;

let current: ToolCatalogue = tools;

/** The catalogue the next page compile reads. */
export const toolCatalogue = (): ToolCatalogue => current;

/**
 * Replaces the catalogue pages compile from: the dev server hands in a copy read afresh after a
 * catalogue file was saved, since Node keeps the first copy it imported for as long as it runs.
 */
export function useToolCatalogue(next: ToolCatalogue): void {
  current = next;
}
