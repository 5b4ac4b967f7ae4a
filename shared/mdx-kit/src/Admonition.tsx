import type { ReactNode } from 'react';
import { ADMONITION_LABELS as LABELS, type AdmonitionType } from './admonition-labels.ts';

const ICONS = { note: 'ℹ︎', tip: '✦', info: 'ℹ︎', warning: '⚠︎', danger: '⛔︎' } as const;
export type { AdmonitionType };

/** A callout box; `:::tip[Title]` in MDX compiles to this. */
export function Admonition({ type, title, children }: { type: AdmonitionType; title?: string; children?: ReactNode }) {
  const kind = type in LABELS ? type : 'note';
  return (
    <aside className={`admonition admonition-${kind}`} aria-label={title ?? LABELS[kind]}>
      <p className="admonition-title">
        <span aria-hidden="true">{ICONS[kind]}</span> {title ?? LABELS[kind]}
      </p>
      <div className="admonition-body">{children}</div>
    </aside>
  );
}
