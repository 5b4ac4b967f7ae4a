import type { ReactNode } from 'react';

/** The top bar: brand, primary links, and whatever the shell puts on the right (search, toggles). */
export function Navbar({ home, links, right }: { home: ReactNode; links: ReactNode; right?: ReactNode }) {
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
        <div className="navbar-right">{right}</div>
      </div>
    </header>
  );
}
