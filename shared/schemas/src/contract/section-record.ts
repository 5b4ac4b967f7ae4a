/** A search context: a label readers pick, and the folder whose pages it selects (docs/site-behaviour.md, search). */
export interface SearchContext {
  /** Shown in the filter list of the results page, and what `?ctx=` names. */
  label: string;
  /** A shorter name `?ctx=` also accepts, where space is tight (the cloud section is 'Cloud'). */
  shortLabel?: string;
  /** Pages whose path starts with `/${prefix}/` belong to this context. */
  prefix: string;
}

/** What the site knows of one section remote besides its folder `remotes/<name>/`. */
export interface SectionRecord {
  /**
   * The folders of the site the section owns, in reading order, each a search context of its own:
   * every page of the section lives under one of them (or at the root, with `root`).
   */
  contexts: readonly SearchContext[];
  /** Whether the pages at the site's root (`/`, `/faq`) are this section's; one section has them. */
  root?: true;
  /** 'eager': search fetches the shard when the search box opens; 'on-demand': only for a query that needs it. */
  search: 'eager' | 'on-demand';
  /** 'docs': a list of its own in `llms.txt` and part of `/llms-full.txt`; 'optional': under Optional, its own `llms-full.txt`. */
  llms: 'docs' | 'optional';
}

/**
 * The sections, in the site's order (llms.txt, the CLI, builds): one entry here and a folder
 * `remotes/<name>/` make a section. Names, labels, contexts, owned folders and search loading
 * everywhere derive from this record. Kept terse: the shell's first-visit bundle carries it.
 */
export const SECTIONS = {
  'getting-started': {
    root: true,
    search: 'eager',
    llms: 'docs',
    contexts: [
      { label: 'Getting Started', prefix: 'getting-started' },
      { label: 'Basic Usage', prefix: 'basic-usage' },
    ],
  },
  features: {
    search: 'eager',
    llms: 'docs',
    contexts: [
      { label: 'Features', prefix: 'features' },
      { label: 'Advanced Usage', prefix: 'advanced-usage' },
    ],
  },
  providers: { search: 'eager', llms: 'docs', contexts: [{ label: 'Providers', prefix: 'providers' }] },
  cloud: {
    search: 'eager',
    llms: 'docs',
    contexts: [{ label: 'Roo Code Cloud', shortLabel: 'Cloud', prefix: 'roo-code-cloud' }],
  },
  // Its index is larger than all the others together, and most questions need none of it.
  'update-notes': { search: 'on-demand', llms: 'optional', contexts: [{ label: 'Release Notes', prefix: 'update-notes' }] },
} as const satisfies Record<string, SectionRecord>;
