import { ROUTE_CHANGE_EVENT } from '../navigation.tsx';
import { insights as pageInsights, type Insight, type Insights } from '../../shared/insights.ts';

/** The part of posthog-js this site uses; tests drive a fake with the same shape. */
export interface AnalyticsClient {
  init(key: string, config: { api_host: string; capture_pageview: false; capture_pageleave: false }): unknown;
  capture(event: '$pageview'): unknown;
  capture(event: Insight['event'], properties: Insight['properties']): unknown;
  opt_in_capturing(options: { captureEventName: false }): void;
  opt_out_capturing(): void;
  startSessionRecording(): void;
  stopSessionRecording(): void;
}

export interface AnalyticsInput {
  key: string;
  host: string;
  /** Fetches the client; called on the first accept only, so nothing is downloaded before it. */
  load: () => Promise<AnalyticsClient>;
  events?: EventTarget;
  currentPath?: () => string;
  warn?: (message: string, error: unknown) => void;
  /** Where page feedback and search insights arrive from (the page's channel by default). */
  insights?: Insights;
}

export interface Analytics {
  accept(): Promise<void>;
  decline(): void;
}

/**
 * Analytics that follows consent: accepting loads and starts the client, turns on
 * session recording, sends a page view now and on each route change, and passes on the page's
 * insights (feedback, searches); declining opts out and stops them.
 */
export function createAnalytics(input: AnalyticsInput): Analytics {
  const {
    events = window,
    currentPath = () => location.pathname,
    warn = (m, e) => console.warn(m, e),
    insights = pageInsights,
  } = input;
  let loaded: Promise<AnalyticsClient | null> | undefined;
  let client: AnalyticsClient | null = null;
  let consented = false;
  let lastPath: string | null = null;

  // The shell fires the event on hash changes too, and its first one fires before this code
  // loads: a view is sent only when the path differs from the last one sent.
  const pageView = (path: string) => {
    if (!client || !consented || path === lastPath) return;
    lastPath = path;
    client.capture('$pageview');
  };
  const onRoute = (event: Event) => pageView((event as CustomEvent<{ path?: string }>).detail?.path ?? currentPath());
  const onInsight = (insight: Insight) => {
    if (client && consented) client.capture(insight.event, insight.properties);
  };

  return {
    async accept() {
      consented = true;
      loaded ??= input.load().catch((error: unknown) => {
        warn('Analytics could not be loaded; the site works without it.', error);
        return null;
      });
      const loadedClient = await loaded;
      // A decline while the code was downloading wins: the client is never even started.
      if (!loadedClient || !consented) return;
      if (!client) {
        // posthog's own page views would double ours; ours follow the shell's router instead.
        loadedClient.init(input.key, { api_host: input.host, capture_pageview: false, capture_pageleave: false });
        client = loadedClient;
        events.addEventListener(ROUTE_CHANGE_EVENT, onRoute);
      }
      // A stored opt-out from an earlier decline must not outlive a new accept.
      client.opt_in_capturing({ captureEventName: false });
      client.startSessionRecording();
      pageView(currentPath());
      insights.connect(onInsight);
    },
    decline() {
      consented = false;
      lastPath = null;
      insights.connect(null);
      if (!client) return;
      client.opt_out_capturing();
      client.stopSessionRecording();
    },
  };
}
