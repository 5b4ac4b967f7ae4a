import type { SearchAnswer, SearchRequest } from './types.ts';

interface Watched {
  request: SearchRequest;
  onAnswer: (answer: SearchAnswer) => void;
  /** Its last answer lacked a section that was still arriving. */
  waiting: boolean;
}

export interface Watcher {
  /** Answers `request`, again each time a section it lacked settles, until another request is watched or it stops. */
  watch(request: SearchRequest, onAnswer: (answer: SearchAnswer) => void): () => void;
  /** A state report came: the watched request is asked again if its answer lacked a section then loading. */
  settled(): void;
  stop(): void;
}

/**
 * The page's one live search question. Only the latest request is answered: `ask` cancels the
 * query of the one before (the client keeps one query in flight). An answer that lacks a section
 * still loading is asked again at the next state report, without retrying failed sections (a
 * report, not the reader, asked), so its hits appear without the reader typing.
 */
export function createWatcher(ask: (request: SearchRequest) => Promise<SearchAnswer>): Watcher {
  let current: Watched | null = null;

  const run = (watched: Watched, retryFailed: boolean) => {
    ask(retryFailed ? watched.request : { ...watched.request, retryFailed: false }).then(
      (answer) => {
        if (current !== watched) return;
        watched.waiting = answer.missing.some((m) => m.reason === 'loading');
        watched.onAnswer(answer);
      },
      // Replaced by a newer query, or the query failed: the last answer stands.
      () => undefined,
    );
  };

  return {
    watch(request, onAnswer) {
      const watched: Watched = { request, onAnswer, waiting: false };
      current = watched;
      run(watched, request.retryFailed !== false);
      return () => {
        if (current === watched) current = null;
      };
    },
    settled() {
      if (!current?.waiting) return;
      current.waiting = false;
      run(current, false);
    },
    stop() {
      current = null;
    },
  };
}
