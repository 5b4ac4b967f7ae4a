// What a dismissal stores, and the attribute that hides a dismissed banner before first paint.
// The same definitions feed the components and the inline head script (shell/src/shared/head-scripts/
// dismissal-script.ts), so the two cannot drift apart.

/** Change this id to show the announcement again to readers who dismissed an earlier one. */
export const ANNOUNCEMENT_ID = 'teams-early-access';

export interface Dismissal {
  key: string;
  /** Set on <html> by the head script and on dismissal; the CSS hides the banner while it is there. */
  attribute: string;
  attributeValue: string;
  /** The value written to storage on dismissal. */
  stored: string;
  isDismissed(raw: string | null): boolean;
}

export const ANNOUNCEMENT: Dismissal = {
  key: 'announcement-dismissed',
  attribute: 'data-announcement-dismissed',
  attributeValue: ANNOUNCEMENT_ID,
  stored: JSON.stringify({ id: ANNOUNCEMENT_ID }),
  isDismissed(raw) {
    try {
      return (JSON.parse(raw ?? 'null') as { id?: unknown } | null)?.id === ANNOUNCEMENT_ID;
    } catch {
      return false;
    }
  },
};

export const TEAMS_BANNER: Dismissal = {
  key: 'teams-banner-dismissed',
  attribute: 'data-teams-banner-dismissed',
  attributeValue: '',
  stored: 'true',
  isDismissed: (raw) => raw === 'true',
};
