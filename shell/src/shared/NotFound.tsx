import { SiteLink } from './SiteLink.tsx';

export function NotFound() {
  return (
    <main id="main-content" className="not-found" tabIndex={-1}>
      <h1>Page not found</h1>
      <p>We could not find the page you asked for. It may have moved, or the link may be mistyped.</p>
      <ul>
        <li>
          <SiteLink href="/">Go to the docs home</SiteLink>
        </li>
        <li>
          <SiteLink href="/getting-started/installing">Install Roo Code</SiteLink>
        </li>
        <li>
          <a href="https://github.com/RooCodeInc/Roo-Code-Docs/issues" rel="noopener noreferrer">
            Report a broken link
          </a>
        </li>
      </ul>
    </main>
  );
}
