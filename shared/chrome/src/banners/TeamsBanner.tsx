import { CloseButton } from './CloseButton.tsx';
import { TEAMS_BANNER } from './dismissals.ts';
import { TEAMS_BANNER_SIGNUP_URL } from './links.ts';
import { useDismissal } from './use-dismissal.ts';

/** A promo for the team plan in the page area, shown until the reader dismisses it. */
export function TeamsBanner() {
  const [dismissed, dismiss] = useDismissal(TEAMS_BANNER);
  if (dismissed) return null;
  return (
    <aside className="teams-banner" aria-label="Roo Code Team">
      <div>
        <p className="teams-banner-title">Roo Code Team</p>
        <p>
          One bill for the whole team, task links your colleagues can open, and shared rules for sync, sharing and Roomote
          Control.
        </p>
      </div>
      <a className="teams-banner-cta" href={TEAMS_BANNER_SIGNUP_URL} target="_blank" rel="noopener noreferrer">
        Get early access<span className="visually-hidden"> to Roo Code Team (opens in a new tab)</span>
      </a>
      <CloseButton label="Dismiss the Roo Code Team banner" onClick={dismiss} />
    </aside>
  );
}
