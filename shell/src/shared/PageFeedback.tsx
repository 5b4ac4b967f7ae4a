import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { NavRoute } from './nav-model.ts';
import { insights, useInsightsEnabled } from './insights.ts';
import { reportProblemUrl } from './report-link.ts';
import { useSite } from './site-context.ts';

/** The longest reason sent: a sentence or two, not a bug report (that is what the issue link is for). */
export const MAX_REASON = 500;

type Step = { kind: 'ask' } | { kind: 'why'; helpful: boolean } | { kind: 'done' };

/**
 * The foot of a page: "Was this page helpful?" once analytics is on (the reader accepted and its
 * client started; the answer is an event, with an optional reason), and always a link that files
 * an issue naming the page and its section build. Without consent the link is the whole of it:
 * nothing is asked that could not be sent.
 */
export function PageFeedback({ route, title }: { route: NavRoute; title: string }) {
  const enabled = useInsightsEnabled();
  const build = useSite().sectionBuild?.(route.section) ?? null;
  const [step, setStep] = useState<Step>({ kind: 'ask' });
  const reason = useRef<HTMLTextAreaElement>(null);
  const page = { path: route.path, section: route.section, build };
  // The answer's button is gone once pressed: focus moves on to what replaced it.
  useEffect(() => {
    if (step.kind === 'why') reason.current?.focus();
  }, [step]);

  const answer = (helpful: boolean) => {
    insights.send({ event: 'page_feedback', properties: { ...page, helpful } });
    setStep({ kind: 'why', helpful });
  };
  const sendReason = (e: FormEvent) => {
    e.preventDefault();
    const text = reason.current?.value.trim().slice(0, MAX_REASON) ?? '';
    if (text && step.kind === 'why')
      insights.send({ event: 'page_feedback_reason', properties: { ...page, helpful: step.helpful, reason: text } });
    setStep({ kind: 'done' });
  };

  return (
    <section className="page-feedback" aria-label="Page feedback">
      <div className="page-feedback-ask">
        {enabled && step.kind === 'ask' ? (
          <>
            <span id="page-feedback-question">Was this page helpful?</span>
            <span role="group" aria-labelledby="page-feedback-question" className="page-feedback-answers">
              <button type="button" onClick={() => answer(true)}>
                Yes
              </button>
              <button type="button" onClick={() => answer(false)}>
                No
              </button>
            </span>
          </>
        ) : null}
        {enabled && step.kind === 'why' ? (
          <form className="page-feedback-why" onSubmit={sendReason}>
            <label htmlFor="page-feedback-reason">
              Thanks. {step.helpful ? 'What helped most?' : 'What was missing or wrong?'} (optional; no personal details)
            </label>
            <textarea id="page-feedback-reason" ref={reason} rows={2} maxLength={MAX_REASON} />
            <button type="submit">Send</button>
          </form>
        ) : null}
        <span aria-live="polite">{enabled && step.kind === 'done' ? 'Thanks for telling us.' : ''}</span>
      </div>
      <a className="page-feedback-report" href={reportProblemUrl({ ...page, title })} target="_blank" rel="noopener noreferrer">
        Report a problem<span className="visually-hidden"> with this page on GitHub (opens in a new tab)</span>
      </a>
    </section>
  );
}
