import { CloseButton } from './CloseButton.tsx';
import { ANNOUNCEMENT, ANNOUNCEMENT_ID } from './dismissals.ts';
import { ANNOUNCEMENT_SIGNUP_URL } from './links.ts';
import { useDismissal } from './use-dismissal.ts';

/** The bar shown above the navbar until dismissed; a new ANNOUNCEMENT_ID brings it back. */
export function AnnouncementBar() {
  const [dismissed, dismiss] = useDismissal(ANNOUNCEMENT);
  if (dismissed) return null;
  return (
    <div className="announcement-bar" role="region" aria-label="Announcement" data-announcement-id={ANNOUNCEMENT_ID}>
      <p>
        Ship faster with Roo Code Team.{' '}
        <a href={ANNOUNCEMENT_SIGNUP_URL} target="_blank" rel="noopener noreferrer">
          Get early access now.<span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      </p>
      <CloseButton label="Close" onClick={dismiss} />
    </div>
  );
}
