import { useSyncExternalStore } from 'react';
import type { SectionName } from '@roo-docs/schemas/contract';

/** Where a search was made: the navbar's box, or the results page. */
export type SearchPlace = 'box' | 'page';

/**
 * What the site tells its analytics beyond page views, so writers learn which words readers use
 * and which pages fall short. Nothing here leaves the page before the reader accepts cookies.
 */
export type Insight =
  | { event: 'page_feedback'; properties: { path: string; helpful: boolean; section: SectionName; build: string | null } }
  | {
      event: 'page_feedback_reason';
      properties: { path: string; helpful: boolean; reason: string; section: SectionName; build: string | null };
    }
  | { event: 'search_no_results'; properties: { query: string; where: SearchPlace } }
  | { event: 'search_result_clicked'; properties: { query: string; rank: number; path: string; where: SearchPlace } };

export interface Insights {
  /** Hands the insight to analytics when it is on; drops it otherwise. */
  send(insight: Insight): void;
  /** Whether analytics is on: the reader accepted and its client started. */
  enabled(): boolean;
  subscribe(onChange: () => void): () => void;
  /** Analytics started (with where to send) or stopped (`null`). */
  connect(sink: ((insight: Insight) => void) | null): void;
}

export function createInsights(): Insights {
  let sink: ((insight: Insight) => void) | null = null;
  const listeners = new Set<() => void>();
  return {
    send: (insight) => sink?.(insight),
    enabled: () => sink !== null,
    subscribe(onChange) {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    connect(next) {
      if (sink === next) return;
      sink = next;
      for (const l of listeners) l();
    },
  };
}

/** The page's one channel: analytics (runtime/consent) connects it, page feedback and search send to it. */
export const insights = createInsights();

/**
 * Whether insights are sent, for what a component shows. The server and hydration see `false`
 * (the server HTML never depends on a cookie); the answer follows once analytics starts.
 */
export function useInsightsEnabled(): boolean {
  return useSyncExternalStore(insights.subscribe, insights.enabled, () => false);
}
