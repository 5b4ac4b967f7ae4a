import { useEffect, useId, type RefObject } from 'react';
import { HitLabel } from './hit-label.tsx';
import { MissingNotice } from './MissingNotice.tsx';
import { useSearchCombobox } from './use-search-combobox.ts';
import { takeWaitingState } from './waiting-state.ts';

/**
 * The box's code arrives after the page is interactive: what a reader typed, or the focus they
 * gave it, before then is taken up once it does (from the server's input, or the stand-in it replaced).
 */
function useEarlyInput(
  input: RefObject<HTMLInputElement | null>,
  warm: () => void,
  setOpen: (open: boolean) => void,
  setQuery: (query: string) => void,
) {
  useEffect(() => {
    const box = input.current;
    if (!box) return;
    const waiting = takeWaitingState();
    if (waiting.focused) box.focus();
    if (document.activeElement !== box) return;
    warm();
    setOpen(true);
    const typed = waiting.value || box.value;
    if (typed) setQuery(typed);
    // Once, when the code has arrived.
  }, []);
}

/**
 * The navbar search box's behaviour (WAI-ARIA combobox): the index loads on the first hover or
 * focus; up to 8 suggestions with their heading path and snippet; arrows, Enter and Escape.
 */
export function SearchCombobox() {
  const id = useId();
  const { input, query, setQuery, hits, missing, warm, shown, active, setOpen, expanded, allResults, choose, onKeyDown } =
    useSearchCombobox();
  useEarlyInput(input, warm, setOpen, setQuery);

  const listId = `${id}-list`;
  return (
    <div className="search-box" role="search" aria-label="Site search" onPointerEnter={warm}>
      <label htmlFor={`${id}-input`} className="visually-hidden">
        Search the docs
      </label>
      <span className="search-icon icon icon-search" aria-hidden="true" />
      <input
        ref={input}
        id={`${id}-input`}
        type="search"
        role="combobox"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={expanded && active >= 0 && active < shown.length ? `${id}-opt-${active}` : undefined}
        placeholder="Search docs (Ctrl+K)"
        autoComplete="off"
        spellCheck={false}
        maxLength={200}
        value={query}
        onFocus={() => {
          warm();
          setOpen(true);
        }}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
        onChange={(e) => {
          setQuery(e.target.value);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
      />
      <div className="search-suggestions" hidden={!expanded}>
        <ul id={listId} role="listbox" aria-label="Search suggestions">
          {shown.map((hit, i) => (
            // The option itself is the control: a link inside an option is a nested interactive
            // control that screen readers announce twice (axe: nested-interactive).
            <li
              key={hit.id}
              id={`${id}-opt-${i}`}
              role="option"
              aria-selected={i === active}
              data-href={hit.url}
              className={i === active ? 'active' : undefined}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => choose(hit)}
            >
              <HitLabel hit={hit} />
            </li>
          ))}
        </ul>
        {hits && hits.length === 0 ? <p className="search-empty">No results</p> : null}
        <MissingNotice missing={missing} />
        {hits && hits.length > 0 ? (
          <a
            className={`search-all${active === shown.length ? ' active' : ''}`}
            href={allResults}
            onMouseDown={(e) => e.preventDefault()}
            onClick={(e) => {
              e.preventDefault();
              choose(undefined);
            }}
          >
            See all {hits.length === 50 ? '50+' : hits.length} results
          </a>
        ) : null}
      </div>
    </div>
  );
}
