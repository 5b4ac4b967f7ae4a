import type { ReactNode } from 'react';

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
  return (
    <header className="navbar">
      <a className="skip-link" href="#main-content">
        Skip to main content
      </a>
      <div className="navbar-inner">
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
