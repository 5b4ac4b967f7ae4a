import { BrandIcon } from '../footer/icons.tsx';
import { MARKETPLACE_URL, REPO_URL } from '../footer/links.ts';
import { useCounts } from './use-counts.ts';

/** The navbar's GitHub star-count and install buttons (links styled as buttons). */
export function NavbarCounts() {
  const { stars, installs } = useCounts();
  return (
    <>
      <a className="count-link" href={REPO_URL} title="Star Roo Code on GitHub">
        <BrandIcon brand="github" />
        <span className="visually-hidden">GitHub stars:</span> <span data-count="stars">{stars}</span>
      </a>
      <a className="count-link count-link-install" href={MARKETPLACE_URL} title="Install Roo Code from the VS Code Marketplace">
        <span className="icon icon-install" aria-hidden="true" />
        <span className="count-word">Install</span>
        <span className="visually-hidden"> Roo Code from the VS Code Marketplace,</span>{' '}
        <span className="count-dot" aria-hidden="true">
          ·
        </span>{' '}
        <span data-count="installs">{installs}</span>
        <span className="visually-hidden"> installs</span>
      </a>
    </>
  );
}
