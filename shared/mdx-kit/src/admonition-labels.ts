/** The words each kind of admonition is headed with, on the page and in its Markdown twin. */
export const ADMONITION_LABELS = { note: 'Note', tip: 'Tip', info: 'Info', warning: 'Warning', danger: 'Danger' } as const;
export type AdmonitionType = keyof typeof ADMONITION_LABELS;
