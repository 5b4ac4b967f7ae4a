import type { Page } from 'playwright-core';
import type { Scene } from './types.ts';
import { baseState } from './base-state.ts';
import { WC_COMMAND, WORD_COUNT_REQUEST, WORKSPACE } from './word-count-files.ts';
import { untilCommand, untilCompleted, untilNewFile, untilQuestion, wordCountHistoryItem } from './word-count-task.ts';

const SCROLLER = '[data-testid="virtuoso-scroller"]';
const FRAME = 'new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))';

/**
 * Scrolls the chat to its end and keeps doing so until the list stops growing: rows render their
 * Markdown a moment after they mount, so one scroll can stop above the last row's final height.
 */
async function settleAtEnd(page: Page) {
  const scroller = page.locator(SCROLLER).first();
  let previous = -1;
  for (let stable = 0, round = 0; stable < 3 && round < 40; round++) {
    const height = Number(await scroller.evaluate('(el) => { el.scrollTop = el.scrollHeight; return el.scrollHeight; }'));
    await page.evaluate(FRAME);
    stable = height === previous ? stable + 1 : 0;
    previous = height;
  }
}

const task = (clineMessages: unknown[]) => ({ clineMessages, currentTaskItem: wordCountHistoryItem(), cwd: WORKSPACE });
const postState = (state: Record<string, unknown>) =>
  `window.postMessage(${JSON.stringify({ type: 'state', state: { ...baseState(), ...state } })}, '*')`;
const ALL_HIGHLIGHTED = `[...document.querySelectorAll('code.hljs')].every((code) => code.querySelector('.line'))`;

/**
 * Shows the task, leaves it and shows it again. The highlighter stops colouring a line after 500 ms
 * and leaves the rest plain; on a busy machine its first pass, which compiles the grammar, can take
 * that long, so the colours of a first render vary from run to run. The second render, with the
 * grammar compiled, is quick, and the picture is taken once every code block is highlighted.
 */
function renderedTwice(state: Record<string, unknown>, ready: string, open: (page: Page) => Promise<void> = async () => {}) {
  return async (page: Page) => {
    await open(page);
    await page.waitForFunction(ALL_HIGHLIGHTED);
    await page.evaluate(postState({ ...state, clineMessages: [] }));
    await page.locator(SCROLLER).first().waitFor({ state: 'detached' });
    await page.evaluate(postState(state));
    await page.locator(ready).first().waitFor({ state: 'visible' });
    await open(page);
    await page.waitForFunction(ALL_HIGHLIGHTED);
    await settleAtEnd(page);
  };
}

const COMMAND = task(untilCommand());
const COMPLETED = task(untilCompleted());

/**
 * The new file, unfolded: the path's last mention is the file's header, and a click on it shows the
 * content. The click is an event, not the mouse, so no row under the pointer shows its hover state.
 */
function newFileScene(): Scene {
  const state = task(untilNewFile());
  const ready = 'text=Roo wants to create a new file';
  const unfold = async (page: Page) => {
    await settleAtEnd(page);
    // The chat may keep the row unfolded when the task is shown again; a second click would fold it.
    if ((await page.locator('code.hljs').count()) === 0) {
      await page.locator('text=scripts/word-count.js').last().dispatchEvent('click');
    }
    await page.locator('code.hljs').first().waitFor();
  };
  return { state, ready, act: renderedTwice(state, ready, unfold) };
}

/** The first-task tutorial, one scene per moment its pictures show. */
export const FIRST_TASK_SCENES: Record<string, Scene> = {
  'word-count-request': {
    state: { cwd: WORKSPACE },
    ready: 'textarea',
    act: async (page) => {
      await page.locator('textarea').first().fill(WORD_COUNT_REQUEST);
      await page.evaluate(FRAME);
    },
  },
  'word-count-question': {
    state: task(untilQuestion()),
    ready: 'text=How should the script print the counts?',
    act: settleAtEnd,
  },
  'word-count-new-file': newFileScene(),
  'word-count-command': {
    state: COMMAND,
    ready: `text=${WC_COMMAND}`,
    act: renderedTwice(COMMAND, `text=${WC_COMMAND}`),
  },
  'word-count-completed': {
    state: COMPLETED,
    ready: 'text=Task Completed',
    act: renderedTwice(COMPLETED, 'text=Task Completed'),
  },
};
