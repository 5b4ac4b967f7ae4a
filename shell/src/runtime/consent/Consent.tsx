import { useCallback, useEffect, useRef, useState } from 'react';
import { CookieBanner } from '@roo-docs/chrome';
import type { Analytics } from './analytics.ts';
import type { ConsentOptions } from './options.ts';
import { useReserveSpace } from './reserve-space.ts';
import { scrolledPercent } from './scroll.ts';
import type { ConsentStore } from './store.ts';

interface ConsentProps {
  options: ConsentOptions;
  store: ConsentStore;
  /** Null when the build has no analytics key: the choice is still stored, nothing is sent. */
  analytics: Analytics | null;
}

/** The undecided reader's banner: a choice stores the cookie, drives analytics and hides it. */
export function Consent({ options, store, analytics }: ConsentProps) {
  const [visible, setVisible] = useState(true);
  const banner = useRef<HTMLElement>(null);
  useReserveSpace(banner, visible);
  const choose = useCallback(
    (accepted: boolean) => {
      setVisible(false);
      store.write(accepted);
      if (accepted) void analytics?.accept();
      else analytics?.decline();
    },
    [store, analytics],
  );
  const { acceptOnScroll, acceptOnScrollPercentage } = options;
  useEffect(() => {
    if (!visible || !acceptOnScroll) return;
    const onScroll = () => {
      if (scrolledPercent(document.documentElement) > acceptOnScrollPercentage) choose(true);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [visible, acceptOnScroll, acceptOnScrollPercentage, choose]);
  if (!visible) return null;
  return (
    <CookieBanner
      ref={banner}
      text={options.text}
      acceptText={options.acceptText}
      declineText={options.declineText}
      onAccept={() => choose(true)}
      onDecline={options.enableDecline ? () => choose(false) : undefined}
    />
  );
}
