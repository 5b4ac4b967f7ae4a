import type { CSSProperties } from 'react';
import type { CopyState } from './use-copy-state.ts';
import type { MenuItem } from './menu-items.ts';

// Inline, as the rest of the menu (ActionsMenu.tsx): nothing here may reach the site's stylesheet.
const NOTE: CSSProperties = { display: 'block', fontSize: '0.8rem', color: 'var(--fg-soft)' };
const ACTION: CSSProperties = { cursor: 'pointer' };

export interface MenuItemProps {
  item: MenuItem;
  itemRef: (el: HTMLElement | null) => void;
  /** The outcome of this item's last copy (copy items only). */
  copy: CopyState;
  onLink: () => void;
  onCopy: () => void;
}

/**
 * One item of the page actions' menu. A link is a link; a copy item is an `a` without `href`
 * (no role of its own, so it can be a menu item) styled as its neighbours by the menu's CSS,
 * activated by click, Enter or Space (use-menu-button.ts), and it tells its outcome on itself.
 */
export function PageMenuItem({ item, itemRef, copy, onLink, onCopy }: MenuItemProps) {
  if ('href' in item) {
    return (
      <li role="none">
        <a
          role="menuitem"
          tabIndex={-1}
          ref={itemRef}
          href={item.href}
          {...(item.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
          onClick={onLink}
        >
          <span className="page-actions-label">{item.label}</span>
          <span style={NOTE}>
            {item.note}
            {item.external ? <span className="visually-hidden"> (opens in a new tab)</span> : null}
          </span>
        </a>
      </li>
    );
  }
  const shown = copy === 'idle' ? item : item.after[copy];
  return (
    <li role="none">
      <a role="menuitem" tabIndex={-1} ref={itemRef} style={ACTION} onClick={onCopy}>
        <span className="page-actions-label">{shown.label}</span>
        <span style={NOTE}>{shown.note}</span>
      </a>
    </li>
  );
}
