import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { SITE_BASE_URL } from '@roo-docs/schemas/config';
import { isValidatorKind, VALIDATOR_KINDS, type CheckResult, type ValidatorKind } from './kinds.ts';

type View = { result: CheckResult; report: typeof import('./report.tsx') } | { failed: string } | null;

// Inline so the validator adds nothing to the site's stylesheet, which every first visit loads
// (the site's `* { box-sizing: border-box }` already applies; `rows` sets the height).
const BOX: CSSProperties = {
  margin: '1.5rem 0',
  padding: '1rem',
  border: '1px solid var(--border)',
  borderRadius: 'var(--radius)',
};
const FIELD: CSSProperties = {
  display: 'block',
  width: '100%',
  padding: '0.5rem',
  font: '0.85rem/1.45 var(--mono)',
  color: 'var(--fg)',
  background: 'var(--code-bg)',
  border: '1px solid var(--border)',
  borderRadius: 'var(--radius)',
};

/** Typing settles for this long before a check; a paste is checked at once. */
const TYPING_PAUSE_MS = 300;

/**
 * A box the reader pastes a file into, checked in the page against the schema Roo Code 3.28.17
 * uses. The server renders a plain labelled textarea; the schemas and the YAML parser load only
 * when the reader first types or pastes, and nothing leaves the page.
 */
export function FileValidator({ kind }: { kind: ValidatorKind }) {
  if (!isValidatorKind(kind))
    throw new Error(`Unknown validator kind '${String(kind)}': use one of ${Object.keys(VALIDATOR_KINDS).join(', ')}`);
  const spec = VALIDATOR_KINDS[kind];
  const id = `file-check-${kind}`;
  const [view, setView] = useState<View>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const latest = useRef(0);
  const field = useRef<HTMLTextAreaElement>(null);

  const check = (text: string) => {
    const run = ++latest.current;
    if (!text.trim()) return setView(null);
    import('./report.tsx')
      .then((report) => ({ result: report.checkDocument(kind, text), report }))
      .then(
        (next) => run === latest.current && setView(next),
        (error: Error) => run === latest.current && setView({ failed: error.message }),
      );
  };
  useEffect(() => {
    // Text typed before the page's code arrived is checked as soon as it can be.
    if (field.current?.value.trim()) check(field.current.value);
    return () => clearTimeout(timer.current);
  }, []);
  const schemaHref = `${SITE_BASE_URL}schemas/${spec.schemaFile}`;
  return (
    <div style={BOX} data-file-validator={kind}>
      <label htmlFor={id} style={{ display: 'block', fontWeight: 600, marginBottom: '0.25rem' }}>
        {spec.label}
      </label>
      <p id={`${id}-hint`} style={{ margin: '0 0 0.5rem', color: 'var(--fg-soft)', fontSize: '0.9rem' }}>
        Paste the file ({spec.syntax}); it is checked in this page as you type, and nothing is sent anywhere. Editors can check it
        with the{' '}
        <a href={schemaHref} target="_blank" rel="noopener">
          JSON Schema
        </a>{' '}
        (<code>{schemaHref}</code>).
      </p>
      <textarea
        id={id}
        ref={field}
        aria-describedby={`${id}-hint ${id}-status`}
        spellCheck={false}
        autoCapitalize="off"
        autoComplete="off"
        rows={10}
        style={FIELD}
        onInput={(event) => {
          const text = event.currentTarget.value;
          const pasted = (event.nativeEvent as InputEvent).inputType === 'insertFromPaste';
          clearTimeout(timer.current);
          timer.current = setTimeout(() => check(text), pasted ? 0 : TYPING_PAUSE_MS);
        }}
      />
      <p id={`${id}-status`} role="status" aria-live="polite" style={{ margin: '0.5rem 0 0', fontWeight: 600 }}>
        {view === null
          ? ''
          : 'failed' in view
            ? `The checker could not load (${view.failed}). Reload the page to try again.`
            : view.report.summary(view.result)}
      </p>
      {view && 'report' in view ? <view.report.CheckReport state={view.result} id={id} /> : null}
    </div>
  );
}
