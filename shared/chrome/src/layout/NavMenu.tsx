import { useEffect, useRef, type ReactNode } from 'react';

export interface NavMenuItem {
  key: string;
  label: string;
  href: string;
  /** Language of the label, for screen readers (locale names). */
  lang?: string;
}

export interface NavMenuProps {
  /** What the menu picks, for its accessible name: 'Language', 'Docs version'. */
  name: string;
  icon: ReactNode;
  items: NavMenuItem[];
  current: string;
  className?: string;
  onSelect?: (key: string) => void;
}

/**
 * A navbar menu of links (language, docs version). A native disclosure (`details`), so it opens
 * by keyboard and works before the page's script arrives; the script adds closing on Escape, on
 * a click elsewhere and after a choice.
 */
export function NavMenu({ name, icon, items, current, className, onSelect }: NavMenuProps) {
  const ref = useRef<HTMLDetailsElement>(null);
  const active = items.find((i) => i.key === current) ?? items[0];
  useEffect(() => {
    const close = (event: Event) => {
      const details = ref.current;
      if (!details?.open) return;
      if (event instanceof KeyboardEvent) {
        if (event.key !== 'Escape') return;
        details.open = false;
        details.querySelector('summary')?.focus();
      } else if (!details.contains(event.target as Node)) details.open = false;
    };
    document.addEventListener('keydown', close);
    document.addEventListener('click', close);
    return () => {
      document.removeEventListener('keydown', close);
      document.removeEventListener('click', close);
    };
  }, []);
  if (!active) return null;
  return (
    <details ref={ref} className={`nav-menu${className ? ` ${className}` : ''}`}>
      <summary aria-label={`${name}: ${active.label}`}>
        <span aria-hidden="true" className="nav-menu-icon">
          {icon}
        </span>
        <span className="nav-menu-label">{active.label}</span>
      </summary>
      <ul className="nav-menu-list">
        {items.map((item) => (
          <li key={item.key}>
            <a
              href={item.href}
              lang={item.lang}
              hrefLang={item.lang}
              aria-current={item.key === active.key ? 'true' : undefined}
              onClick={() => {
                if (ref.current) ref.current.open = false;
                onSelect?.(item.key);
              }}
            >
              {item.label}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
