import { useId, useState, type CSSProperties } from 'react';
import { copyMarkdown } from './copy-markdown.ts';
import { pageLinks } from './links.ts';
import { useMenuButton } from './use-menu-button.ts';

type CopyState = 'idle' | 'copied' | 'failed';

// Inline, so the menu adds nothing to the site's stylesheet, which every first visit loads; the
// no-script link and the title row it shares with the h1 are in doc-page.css.
const COPY: CSSProperties = { borderRadius: 'var(--radius) 0 0 var(--radius)' };
const TOGGLE: CSSProperties = { padding: '0 0.55rem', borderLeft: 0, borderRadius: '0 var(--radius) var(--radius) 0' };
const MENU: CSSProperties = { minWidth: '17rem', lineHeight: 1.4 };
const NOTE: CSSProperties = { display: 'block', fontSize: '0.8rem', color: 'var(--fg-soft)' };
const COPY_LABELS: Record<CopyState, string> = { idle: 'Copy page', copied: 'Copied', failed: 'Copy failed' };

function menuItems(route: string) {
  const links = pageLinks(route);
  return [
    { label: 'View as Markdown', href: links.markdown, note: 'This page as plain text' },
    { label: 'Open in ChatGPT', href: links.chatgpt, note: 'Ask about this page', external: true },
    { label: 'Open in Claude', href: links.claude, note: 'Ask about this page', external: true },
    { label: 'Use these docs in Roo Code', href: links.docsInRooCode, note: 'Add the docs as an MCP server' },
  ];
}

/** Copy page, and a menu button (WAI-ARIA pattern) whose menu lists the other ways to use the page. */
export function ActionsMenu({ route }: { route: string }) {
  const id = useId();
  const items = menuItems(route);
  const [copy, setCopy] = useState<CopyState>('idle');
  const menu = useMenuButton(items.length);
  const onCopy = () => {
    void copyMarkdown(items[0]!.href)
      .then(
        () => 'copied' as const,
        () => 'failed' as const,
      )
      .then((state) => {
        setCopy(state);
        setTimeout(() => setCopy('idle'), 2000);
      });
  };

  return (
    <div className="page-actions" ref={menu.box}>
      <button type="button" className="page-actions-button" style={COPY} onClick={onCopy}>
        {COPY_LABELS[copy]}
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
          <li role="none" key={item.label}>
            <a
              role="menuitem"
              tabIndex={-1}
              ref={menu.itemRef(i)}
              href={item.href}
              {...(item.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              onClick={() => menu.close(false)}
            >
              <span className="page-actions-label">{item.label}</span>
              <span style={NOTE}>
                {item.note}
                {item.external ? <span className="visually-hidden"> (opens in a new tab)</span> : null}
              </span>
            </a>
          </li>
        ))}
      </ul>
      <span className="visually-hidden" role="status">
        {copy === 'idle' ? '' : copy === 'copied' ? 'The page’s Markdown is on the clipboard' : 'The page could not be copied'}
      </span>
    </div>
  );
}
