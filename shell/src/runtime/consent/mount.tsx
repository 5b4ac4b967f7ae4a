import '@roo-docs/chrome/consent.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createAnalytics, type AnalyticsClient } from './analytics.ts';
import { Consent } from './Consent.tsx';
import { DEFAULT_CONSENT_OPTIONS, type ConsentOptions } from './options.ts';
import { createConsentStore } from './store.ts';

let mounted = false;

/**
 * Cookie consent and analytics, started after hydration in a root of its own outside `#root`:
 * the server HTML never depends on a cookie, so hydration stays identical for every reader.
 */
export function mountConsent(overrides: Partial<ConsentOptions> = {}): void {
  if (mounted) return;
  mounted = true;
  const options: ConsentOptions = { ...DEFAULT_CONSENT_OPTIONS, ...overrides };
  const store = createConsentStore({
    jar: document,
    name: options.cookieName,
    days: options.expiresDays,
    sameSite: options.sameSite,
    https: location.protocol === 'https:',
  });
  // Built without a key, the condition is the constant '' and the bundler drops this branch:
  // posthog-js is then not even emitted, let alone downloaded.
  const analytics = __POSTHOG_KEY__
    ? createAnalytics({
        key: __POSTHOG_KEY__,
        host: __POSTHOG_HOST__,
        load: () => import('posthog-js').then((m): AnalyticsClient => m.posthog),
      })
    : null;

  const state = store.read();
  if (state === 'accepted') void analytics?.accept();
  if (state !== 'undecided') return;
  const host = document.createElement('div');
  host.id = 'cookie-consent';
  document.body.append(host);
  createRoot(host).render(
    <StrictMode>
      <Consent options={options} store={store} analytics={analytics} />
    </StrictMode>,
  );
}
