import type { Page } from 'playwright-core';
import type { Scene } from './types.ts';
import { WC_COMMAND, WORD_COUNT_REQUEST, WORKSPACE } from './word-count-files.ts';
import { untilCommand, untilCompleted, untilNewFile, untilQuestion, wordCountHistoryItem } from './word-count-task.ts';

const FRAME = 'new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))';

/**
 * Scrolls the chat to its end and keeps doing so until the list stops growing: rows render their
 * Markdown a moment after they mount, so one scroll can stop above the last row's final height.
 */
async function settleAtEnd(page: Page) {
  const scroller = page.locator('[data-testid="virtuoso-scroller"]').first();
  let previous = -1;
  for (let stable = 0, round = 0; stable < 3 && round < 40; round++) {
    const height = Number(await scroller.evaluate('(el) => { el.scrollTop = el.scrollHeight; return el.scrollHeight; }'));
    await page.evaluate(FRAME);
    stable = height === previous ? stable + 1 : 0;
    previous = height;
  }
}

const task = (clineMessages: unknown[]) => ({ clineMessages, currentTaskItem: wordCountHistoryItem(), cwd: WORKSPACE });

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
  'word-count-new-file': {
    state: task(untilNewFile()),
    ready: 'text=scripts/word-count.js',
    // The path's last mention is the file's header; a click unfolds the content. The click is an
    // event, not the mouse, so no row under the pointer shows its hover state in the picture.
    act: async (page) => {
      await settleAtEnd(page);
      await page.locator('text=scripts/word-count.js').last().dispatchEvent('click');
      await settleAtEnd(page);
    },
  },
  'word-count-command': {
    state: task(untilCommand()),
    ready: `text=${WC_COMMAND}`,
    act: settleAtEnd,
  },
  'word-count-completed': {
    state: task(untilCompleted()),
    ready: 'text=Task Completed',
    act: settleAtEnd,
  },
};
