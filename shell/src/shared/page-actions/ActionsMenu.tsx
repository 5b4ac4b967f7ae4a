import { useId, type CSSProperties } from 'react';
import { copyMarkdown } from './copy-markdown.ts';
import { COPY_ANNOUNCEMENTS, menuItems } from './menu-items.ts';
import { PageMenuItem } from './MenuItem.tsx';
import { useCopyState, type CopyState } from './use-copy-state.ts';
import { useMenuButton } from './use-menu-button.ts';

// Inline, so the menu adds nothing to the site's stylesheet, which every first visit loads; the
// no-script link and the title row it shares with the h1 are in doc-page.css.
const COPY: CSSProperties = { borderRadius: 'var(--radius) 0 0 var(--radius)' };
const TOGGLE: CSSProperties = { padding: '0 0.55rem', borderLeft: 0, borderRadius: '0 var(--radius) var(--radius) 0' };
const MENU: CSSProperties = { minWidth: '17rem', lineHeight: 1.4 };
const COPY_LABELS: Record<CopyState, string> = { idle: 'Copy page', copied: 'Copied', failed: 'Copy failed' };

/** Copy page, and a menu button (WAI-ARIA pattern) whose menu lists the other ways to use the page. */
export function ActionsMenu({ route }: { route: string }) {
  const id = useId();
  const items = menuItems(route);
  const [page, copyPage] = useCopyState();
  const [settings, copySettings] = useCopyState();
  const menu = useMenuButton(items.length);
  const markdown = items[0]!;
  const announced =
    settings !== 'idle' ? COPY_ANNOUNCEMENTS.settings[settings] : page !== 'idle' ? COPY_ANNOUNCEMENTS.page[page] : '';

  return (
    <div className="page-actions" ref={menu.box}>
      <button
        type="button"
        className="page-actions-button"
        style={COPY}
        onClick={() => 'href' in markdown && copyPage(() => copyMarkdown(markdown.href))}
      >
        {COPY_LABELS[page]}
      </button>
      <button
        type="button"
        ref={menu.button}
        id={`${id}-button`}
        className="page-actions-button page-actions-toggle"
        style={TOGGLE}
        aria-label="More page actions"
        aria-haspopup="menu"
        aria-expanded={menu.open}
        aria-controls={`${id}-menu`}
        onClick={menu.toggle}
        onKeyDown={menu.onButtonKey}
      >
        <span aria-hidden="true">▾</span>
      </button>
      <ul
        role="menu"
        id={`${id}-menu`}
        aria-labelledby={`${id}-button`}
        className="page-actions-menu nav-menu-list"
        style={MENU}
        hidden={!menu.open}
        onKeyDown={menu.onMenuKey}
      >
        {items.map((item, i) => (
          <PageMenuItem
            key={item.label}
            item={item}
            itemRef={menu.itemRef(i)}
            copy={settings}
            onLink={() => menu.close(false)}
            // The menu stays open, so the item can say the entry is on the clipboard.
            onCopy={() => 'text' in item && copySettings(() => navigator.clipboard.writeText(item.text()))}
          />
        ))}
      </ul>
      <span className="visually-hidden" role="status">
        {announced}
      </span>
    </div>
  );
}
