import type { Ref } from 'react';

export interface CookieBannerProps {
  ref?: Ref<HTMLElement>;
  text: string;
  acceptText: string;
  declineText: string;
  onAccept: () => void;
  /** Without it there is no Decline button (declining is optional: docs/site-behaviour.md, Consent and analytics). */
  onDecline?: () => void;
}

/**
 * The cookie banner, fixed at the bottom of the viewport. The visible wording is
 * short ('Accept'); the accessible names say what is accepted ('Accept cookies') and, with the
 * default wording, contain the visible text, so speech users can say what they see.
 */
export function CookieBanner(props: CookieBannerProps) {
  return (
    <section ref={props.ref} className="cookie-banner" aria-label="Cookie consent">
      <p className="cookie-banner-text">{props.text}</p>
      <div className="cookie-banner-buttons">
        {props.onDecline && (
          <button type="button" className="cookie-banner-decline" aria-label="Decline cookies" onClick={props.onDecline}>
            {props.declineText}
          </button>
        )}
        <button type="button" className="cookie-banner-accept" aria-label="Accept cookies" onClick={props.onAccept}>
          {props.acceptText}
        </button>
      </div>
    </section>
  );
}
