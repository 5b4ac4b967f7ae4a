import { CONSENT_COOKIE } from '@roo-docs/schemas/config';
import type { SameSite } from './cookie.ts';

/** How the banner behaves; the defaults are those docs/site-behaviour.md (Consent and analytics) describes. */
export interface ConsentOptions {
  cookieName: string;
  expiresDays: number;
  sameSite: SameSite;
  /** Shows the Decline button; without it the only choice is to accept. */
  enableDecline: boolean;
  /** Accepts once the reader scrolls past `acceptOnScrollPercentage` of the page. */
  acceptOnScroll: boolean;
  acceptOnScrollPercentage: number;
  text: string;
  acceptText: string;
  declineText: string;
}

export const DEFAULT_CONSENT_OPTIONS: Readonly<ConsentOptions> = {
  cookieName: CONSENT_COOKIE.name,
  expiresDays: CONSENT_COOKIE.maxAgeDays,
  sameSite: 'lax',
  enableDecline: true,
  acceptOnScroll: false,
  acceptOnScrollPercentage: 25,
  text: 'Like most of the internet, we use cookies. Are you OK with that?',
  acceptText: 'Accept',
  declineText: 'Decline',
};
