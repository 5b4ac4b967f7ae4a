import { BrandIcon } from '../footer/icons.tsx';
import { MARKETPLACE_URL, REPO_URL } from '../footer/links.ts';
import { useCounts } from './use-counts.ts';

/** The navbar's GitHub star-count and install buttons (links styled as buttons). */
export function NavbarCounts() {
  const { stars, installs } = useCounts();
  return (
    <>
      <a className="count-link" href={REPO_URL} title="Star Roo Code on GitHub">
        <BrandIcon brand="github" size={18} />
        <span className="visually-hidden">GitHub stars:</span> <span data-count="stars">{stars}</span>
      </a>
      <a className="count-link count-link-install" href={MARKETPLACE_URL} title="Install Roo Code from the VS Code Marketplace">
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
          <path d="M12 3v12m-5-5 5 5 5-5M4 20h16" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
        </svg>
        <span className="count-word">Install</span>
        <span className="visually-hidden"> Roo Code from the VS Code Marketplace,</span>{' '}
        <span className="count-word" aria-hidden="true">
          ·
        </span>{' '}
        <span data-count="installs">{installs}</span>
        <span className="visually-hidden"> installs</span>
      </a>
    </>
  );
}
