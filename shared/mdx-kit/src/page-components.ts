/**
 * The components every page may use without importing them, by the name a page writes. It is
 * data, so Node tools read it without loading React: the section compiler refuses a page that
 * uses a capitalised tag outside this list (and not its own), and provider.ts gives MDX the kit's
 * component of each name (and the type-checker holds every name to an export of the kit there).
 */
export const PROVIDED_COMPONENTS = [
  'Admonition',
  'Card',
  'CardGrid',
  'Fact',
  'FileValidator',
  'Kbd',
  'Label',
  'ModelTable',
  'Screenshot',
  'Setting',
  'Shortcut',
  'Tab',
  'Tabs',
  'ToolAvailability',
  'ToolFacts',
  'ToolGroupMatrix',
  'ToolParams',
  'VideoGrid',
  'ZoomImage',
] as const;

export type ProvidedComponent = (typeof PROVIDED_COMPONENTS)[number];
