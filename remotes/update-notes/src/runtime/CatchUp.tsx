import { useEffect, useId, useRef, useState, type CSSProperties } from 'react';
import { Link } from 'react-router';
import { catchUp, catchUpSummary, type CatchUpData, type CatchUpTag, type CatchUpView } from '../shared/catch-up.ts';

// Inline, so the form adds nothing to the site's stylesheet, which every first visit loads.
const BOX: CSSProperties = {
  margin: '1rem 0 1.5rem',
  padding: '1rem',
  border: '1px solid var(--border)',
  borderRadius: 'var(--radius)',
  background: 'var(--bg-soft)',
};
const ROW: CSSProperties = { display: 'flex', flexWrap: 'wrap', gap: '0.75rem 1.25rem', alignItems: 'end' };
const FIELD: CSSProperties = { display: 'flex', flexDirection: 'column', gap: '0.25rem', fontWeight: 600, minWidth: '12rem' };
const SELECT: CSSProperties = {
  font: 'inherit',
  fontWeight: 400,
  padding: '0.35rem 0.5rem',
  color: 'var(--fg)',
  background: 'var(--bg)',
  border: '1px solid var(--border)',
  borderRadius: 'var(--radius)',
};
const MUTED: CSSProperties = { color: 'var(--fg-soft)', fontSize: '0.9rem' };

/** What the reader picked: the version they run, and a provider or feature route (empty: every one). */
interface Choice {
  since: string;
  only: string;
}

const PARAMS = { since: 'since', only: 'only' } as const;

/** The choice in the address, so a catch-up can be shared: `?since=3.25.4&only=/providers/bedrock`. */
function readChoice(versions: string[], tags: CatchUpTag[]): Choice {
  const params = new URLSearchParams(window.location.search);
  const since = params.get(PARAMS.since) ?? '';
  const only = params.get(PARAMS.only) ?? '';
  return { since: versions.includes(since) ? since : '', only: tags.some((t) => t.route === only) ? only : '' };
}

function writeChoice(since: string, only: string) {
  const url = new URL(window.location.href);
  for (const [key, value] of [
    [PARAMS.since, since],
    [PARAMS.only, only],
  ] as const)
    if (value) url.searchParams.set(key, value);
    else url.searchParams.delete(key);
  // The router keeps its own entry in history.state: kept, so Back still works as it did.
  window.history.replaceState(window.history.state, '', url);
}

function Release({ view, tagged }: { view: CatchUpView; tagged: boolean }) {
  const { release } = view;
  const meta = [release.date, release.impact === 'none' ? 'no action needed' : release.impact].filter(Boolean).join(' · ');
  return (
    <li style={{ marginBottom: '0.75rem' }}>
      <Link to={`/update-notes/v${release.version}`}>
        <strong>{release.version}</strong>
      </Link>{' '}
      <span style={MUTED}>{meta}</span>
      <ul>
        {view.highlights.map((h) => (
          <li key={h.text}>{h.text}</li>
        ))}
        {view.actions.map((a) => (
          <li key={a.text}>
            <strong>Action: </strong>
            {a.text}
          </li>
        ))}
        {tagged && view.changes.map((c) => <li key={c.text}>{c.text}</li>)}
      </ul>
    </li>
  );
}

/** The two fields: the version you run, and the provider or feature to narrow the list to. */
function Fields({
  choice,
  versions,
  tags,
  choose,
}: {
  choice: Choice;
  versions: string[];
  tags: CatchUpTag[];
  choose: (c: Choice) => void;
}) {
  const id = useId();
  return (
    <div style={ROW}>
      <label style={FIELD} htmlFor={`${id}-since`}>
        Version you run
        <select
          id={`${id}-since`}
          style={SELECT}
          value={choice.since}
          onChange={(e) => choose({ ...choice, since: e.target.value })}
        >
          <option value="">Choose a version</option>
          {versions.map((v) => (
            <option key={v} value={v}>
              {v}
            </option>
          ))}
        </select>
      </label>
      <label style={FIELD} htmlFor={`${id}-only`}>
        Only changes to
        <select
          id={`${id}-only`}
          style={SELECT}
          value={choice.only}
          onChange={(e) => choose({ ...choice, only: e.target.value })}
        >
          <option value="">Every provider and feature</option>
          {(['provider', 'feature'] as const).map((group) => (
            <optgroup key={group} label={group === 'provider' ? 'Providers' : 'Features'}>
              {tags
                .filter((t) => t.group === group)
                .map((t) => (
                  <option key={t.route} value={t.route}>
                    {t.label}
                  </option>
                ))}
            </optgroup>
          ))}
        </select>
      </label>
    </div>
  );
}

/**
 * The reader's choice, read from the address once the page has hydrated (the server draws no form),
 * and the releases' data, loaded the first time a version is picked.
 */
function useCatchUp(versions: string[], tags: CatchUpTag[], load: () => Promise<{ default: CatchUpData }>) {
  const [choice, setChoice] = useState<Choice | null>(null);
  const [data, setData] = useState<CatchUpData | 'failed' | null>(null);
  const loading = useRef(false);
  // Once, after hydration: the page's props are new arrays at each render, the address is not.
  useEffect(() => setChoice(readChoice(versions, tags)), []);
  useEffect(() => {
    if (!choice?.since || loading.current) return;
    loading.current = true;
    load().then(
      (m) => setData(m.default),
      () => setData('failed'),
    );
  }, [choice?.since]);
  const choose = (next: Choice) => {
    setChoice(next);
    writeChoice(next.since, next.only);
  };
  return { choice, data, choose };
}

/**
 * "What's new since your version", for readers with scripts: pick the version you run (and
 * optionally one provider or feature) and get every later release's highlights and actions, in
 * release order. It renders nothing on the server, so the page without scripts keeps its plain
 * anchors to each series.
 */
export function CatchUp({
  versions,
  tags,
  load,
}: {
  versions: string[];
  tags: CatchUpTag[];
  load: () => Promise<{ default: CatchUpData }>;
}) {
  const { choice, data, choose } = useCatchUp(versions, tags, load);
  if (!choice) return null;
  const { since, only } = choice;
  const views = data && data !== 'failed' && since ? catchUp(data, since, only) : [];
  const status = !since
    ? 'Pick the version you run to see what changed since.'
    : data === 'failed'
      ? 'The list could not be loaded; the series below name the releases that ask you to act.'
      : !data
        ? 'Loading…'
        : catchUpSummary(views, since, tags.find((t) => t.route === only)?.label);
  return (
    <div style={BOX} data-catch-up="">
      <Fields choice={choice} versions={versions} tags={tags} choose={choose} />
      <p role="status" style={{ margin: '0.75rem 0 0', fontWeight: 600 }}>
        {status}
      </p>
      {views.length > 0 && (
        <ol style={{ margin: '0.75rem 0 0', paddingLeft: '1.25rem' }} aria-label={`Releases since ${since}`}>
          {views.map((v) => (
            <Release key={v.release.version} view={v} tagged={!!only} />
          ))}
        </ol>
      )}
    </div>
  );
}
