import { EDIT_URL_BASE } from './site-data.ts';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * `Oct 9, 2025` (en-US, medium) in UTC, so the server and every reader's browser print the same
 * text. Written out because a browser's first Intl.DateTimeFormat loads locale data inside a
 * hydration task (its cost: see bench/RESULTS.md, "Figures behind choices in the code").
 */
export function formatDate(iso: string): string {
  const d = new Date(iso);
  return `${MONTHS[d.getUTCMonth()]} ${d.getUTCDate()}, ${d.getUTCFullYear()}`;
}

/** The page's source on the code host, opened in its web editor. */
export const editUrl = (source: string) => `${EDIT_URL_BASE}${source.split('/').map(encodeURIComponent).join('/')}`;

/** Below the article: where to improve the page, and when it last changed. */
export function DocMeta({ meta }: { meta: { lastUpdated: string | null; source: string } | undefined }) {
  if (!meta) return null;
  return (
    <footer className="doc-meta">
      <a className="edit-link" href={editUrl(meta.source)} target="_blank" rel="noopener noreferrer">
        Edit this page<span className="visually-hidden"> (opens in a new tab)</span>
      </a>
      {meta.lastUpdated ? (
        <p className="last-updated">
          Last updated on <time dateTime={meta.lastUpdated}>{formatDate(meta.lastUpdated)}</time>
        </p>
      ) : null}
    </footer>
  );
}
