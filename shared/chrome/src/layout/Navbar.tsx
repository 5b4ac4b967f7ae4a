import type { ReactNode } from 'react';
import { MenuToggle } from './MenuToggle.tsx';
import { useHideOnScroll } from './use-hide-on-scroll.ts';

/** The top bar: brand and primary links, search in the centre, toggles on the right. */
export function Navbar({
  home,
  links,
  center,
  right,
}: {
  home: ReactNode;
  links: ReactNode;
  center?: ReactNode;
  right?: ReactNode;
}) {
  const hidden = useHideOnScroll();
  return (
    <header className={`navbar${hidden ? ' navbar-hidden' : ''}`}>
      <a className="skip-link" href="#main-content">
        Skip to main content
      </a>
      <div className="navbar-inner">
        <MenuToggle />
        <div className="navbar-brand">{home}</div>
        <nav className="navbar-links" aria-label="Main">
          {links}
        </nav>
        <div className="navbar-center">{center}</div>
        <div className="navbar-right">{right}</div>
      </div>
    </header>
  );
}
