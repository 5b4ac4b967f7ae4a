// Loaded with the check itself: the page carries only the empty box until the reader types.
import type { CheckResult } from './kinds.ts';

export { checkDocument } from './check.ts';

/** The one line a screen reader hears after each check; the details follow it on the page. */
export function summary(state: CheckResult): string {
  switch (state.status) {
    case 'accepted':
      return 'Roo Code 3.28.17 accepts this file.';
    case 'invalid': {
      const n = state.problems.length;
      return `Roo Code 3.28.17 rejects this file: ${n} ${n === 1 ? 'problem' : 'problems'}.`;
    }
    case 'unreadable':
      return state.message;
    case 'refused':
      return `Not checked. ${state.message}`;
  }
}

/** Every problem with its path, then the reader's file with those problems repaired. */
export function CheckReport({ state, id }: { state: CheckResult; id: string }) {
  if (state.status !== 'invalid') return null;
  return (
    <>
      <ul aria-label="Problems" data-problems="">
        {state.problems.map((p, i) => (
          <li key={i} data-path={p.path}>
            <code>{p.path}</code>: <span data-message="">{p.message}</span>
          </li>
        ))}
      </ul>
      <p id={`${id}-fixed`} style={{ marginBottom: '0.25rem' }}>
        A corrected version: values that could be fixed are fixed, missing ones are placeholders, the rest is removed. Review it
        before you use it.
      </p>
      <div className="code-block" data-language={state.skeletonSyntax}>
        <pre tabIndex={0} aria-labelledby={`${id}-fixed`} data-skeleton="">
          <code>{state.skeleton}</code>
        </pre>
      </div>
    </>
  );
}
