import type { SectionName } from '@roo-docs/schemas/contract';

// What each section holds, in the words of the site's search contexts, for notices
// such as "results from Providers are missing".
const LABELS: Record<SectionName, string> = {
  'getting-started': 'Getting Started and Basic Usage',
  features: 'Features and Advanced Usage',
  providers: 'Providers',
  cloud: 'Roo Code Cloud',
  'update-notes': 'Release Notes',
};

/** A section's name as readers know it. */
export const sectionLabel = (section: SectionName): string => LABELS[section];
