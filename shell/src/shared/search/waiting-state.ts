/**
 * What a reader did to the stand-in search input (SearchBox's fallback) before the combobox's
 * code arrived: React replaces that input, so its focus and text are handed over here.
 */
let state = { focused: false, value: '' };

export function keepWaitingState(input: HTMLInputElement | null): void {
  if (input) state = { focused: document.activeElement === input, value: input.value };
}

/** The handed-over state, once: a later box starts clean. */
export function takeWaitingState(): { focused: boolean; value: string } {
  const taken = state;
  state = { focused: false, value: '' };
  return taken;
}
