import type { ReactNode } from 'react';

export function Spinner({ label = 'Loading page' }: { label?: string }) {
  return (
    <div className="spinner" role="status">
      <span className="spinner-ring" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}

/** A failed load: the error text and a way to try again. */
export function ErrorBox({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <div className="error-box" role="alert">
      <p>{error instanceof Error ? error.message : String(error)}</p>
      <button type="button" onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}

function causes(error: unknown): string[] {
  const out: string[] = [];
  let e: unknown = error;
  for (let depth = 0; e && depth < 10; depth++) {
    out.push(e instanceof Error ? `${e.name}: ${e.message}` : String(e));
    e = e instanceof Error ? e.cause : undefined;
  }
  return out;
}

/** A render failure: the page crashed, with every cause of the error. */
export function CrashPage({ error, onRetry, children }: { error: unknown; onRetry: () => void; children?: ReactNode }) {
  const [first, ...rest] = causes(error);
  return (
    <div className="crash-page" role="alert">
      <h1>This page crashed.</h1>
      <button type="button" onClick={onRetry}>
        Try again
      </button>
      <pre className="crash-details">
        {first}
        {rest.map((c, i) => (
          <span key={i}>
            {'\n\n'}Cause: {c}
          </span>
        ))}
      </pre>
      {children}
    </div>
  );
}
