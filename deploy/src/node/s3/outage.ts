import { StoreError } from './store.ts';

// Node's names for a connection that could not be made or was cut; the SDK passes them through.
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);

/**
 * A failure that passes by itself: the store unreachable (refused, reset, timed out) or saying it
 * is unavailable (502, 503, 504). A 500, a 4xx or a missing object is an answer, not an outage.
 */
export function isOutage(error: unknown): error is StoreError {
  if (!(error instanceof StoreError)) return false;
  if (error.status !== undefined) return error.status === 502 || error.status === 503 || error.status === 504;
  const cause = error.cause as { code?: string; name?: string } | undefined;
  return NETWORK_CODES.has(cause?.code ?? '') || cause?.name === 'TimeoutError' || cause?.name === 'RequestTimeout';
}

/** How long a command waits for a store that went away (ROO_DOCS_S3_OUTAGE_S, default 30 s). */
export const outageBudgetMs = (env: NodeJS.ProcessEnv = process.env) => Number(env.ROO_DOCS_S3_OUTAGE_S ?? 30) * 1000;

/**
 * Runs one step of a command that may be run again whole (every write of a step is of an object
 * that never changes, or the pointer's compare-and-swap), and runs it again while the store is
 * out, for up to `budgetMs`: a gateway restarted mid-publish costs the publish a few seconds
 * instead of the publish. The SDK's own retries cover a blip; when many calls fail at once its
 * retry budget is spent in a second, which is why the commands wait here. Past the budget the
 * step's own error is thrown, naming the step.
 */
export async function rideOutOutage<T>(
  run: () => Promise<T>,
  log: (line: string) => void,
  budgetMs = outageBudgetMs(),
): Promise<T> {
  const since = Date.now();
  for (let wait = 250; ; wait = Math.min(2000, wait * 2)) {
    try {
      return await run();
    } catch (error) {
      if (!isOutage(error)) throw error;
      if (Date.now() - since + wait > budgetMs)
        throw new Error(`${error.message} (the store was out for ${Math.round((Date.now() - since) / 1000)} s)`, {
          cause: error,
        });
      log(`the object store is out (step '${error.step}': ${causeOf(error)}); trying the step again in ${wait} ms`);
      await new Promise((r) => setTimeout(r, wait));
    }
  }
}

const causeOf = (error: StoreError) =>
  error.status ? `HTTP ${error.status}` : ((error.cause as { code?: string; name?: string }).code ?? (error.cause as Error).name);
