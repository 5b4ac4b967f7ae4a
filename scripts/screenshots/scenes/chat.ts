import type { Page } from 'playwright-core';
import type { Scene } from './types.ts';
import {
  checkpoint,
  commandAsk,
  historyItem,
  proposedDiff,
  stepTime,
  taskAfterEdit,
  taskOpening,
  TODOS,
  todoUpdate,
} from './conversation.ts';

const CHAT_INPUT = 'textarea';

/**
 * Scrolls the chat to its end, where the extension's question is, as the chat does itself with a
 * smooth scroll a capture could catch half-way; the list then renders the rows it reaches.
 */
async function toEnd(page: Page) {
  const scroller = page.locator('[data-testid="virtuoso-scroller"]').first();
  for (let i = 0; i < 3; i++) {
    await scroller.evaluate('(el) => { el.scrollTop = el.scrollHeight; }');
    await page.evaluate('new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))');
  }
}
const task = (clineMessages: unknown[]) => ({ clineMessages, currentTaskItem: historyItem() });

/** The chat scenes: a task at the moment the picture is about, or the empty chat. */
export const CHAT_SCENES: Record<string, Scene> = {
  'chat-home': { ready: CHAT_INPUT },
  'task-diff': {
    state: task([...taskOpening(), proposedDiff(5)]),
    ready: 'text=src/models/todo.ts',
    // The path's last mention is the edit's header; a click unfolds the diff.
    act: async (page) => {
      await page.locator('text=src/models/todo.ts').last().click();
      await toEnd(page);
    },
  },
  'task-command': {
    state: task([...taskAfterEdit(), commandAsk(9)]),
    ready: 'text=npm test -- --run src/models',
    act: toEnd,
  },
  'task-checkpoints': {
    state: task([...taskAfterEdit(), checkpoint(9, '9d8e7f6a5b4c', '4f9c2ab1d7e3')]),
    ready: 'text=Checkpoint',
    act: toEnd,
  },
  'task-checkpoint-menu': {
    state: task([...taskAfterEdit(), checkpoint(9, '9d8e7f6a5b4c', '4f9c2ab1d7e3')]),
    ready: 'text=Checkpoint',
    act: async (page) => {
      await toEnd(page);
      const row = page.locator('[data-testid="checkpoint-menu-container"]').last();
      await row.locator('..').hover();
      await row.getByRole('button', { name: 'Restore Checkpoint' }).click();
      await page.getByTestId('restore-files-btn').waitFor();
    },
  },
  'task-todos': {
    state: task([...taskAfterEdit(), todoUpdate(9)]),
    ready: `text=${TODOS[2]!.content}`,
    act: toEnd,
  },
  'task-followup': {
    state: task([
      ...taskOpening(),
      {
        ts: stepTime(5),
        type: 'ask',
        ask: 'followup',
        text: JSON.stringify({
          question: 'Which date format should the list show next to each item?',
          suggest: [
            { answer: 'Oct 16, 2025 (short month name)' },
            { answer: '2025-10-16 (ISO date)' },
            { answer: 'Relative, such as "in 3 days"' },
          ],
        }),
      },
    ]),
    ready: 'text=Which date format',
    act: toEnd,
  },
  'task-completed': {
    state: task([
      ...taskAfterEdit(),
      {
        ts: stepTime(9),
        type: 'say',
        say: 'completion_result',
        text: 'Each todo item now has an optional due date, and the list is sorted with the earliest due date first; items without a date come last. The model tests pass.',
      },
      { ts: stepTime(10), type: 'ask', ask: 'completion_result', text: '' },
    ]),
    ready: 'text=Each todo item now has',
    act: toEnd,
  },
};
