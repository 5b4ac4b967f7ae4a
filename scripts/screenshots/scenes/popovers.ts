import type { Page } from 'playwright-core';
import type { Scene } from './types.ts';
import { DOCS_WRITER_MODE } from './views.ts';

const CHAT_INPUT = 'textarea';
const click = (selector: string) => async (page: Page) => {
  await page.locator(selector).first().click();
  await page.locator('[data-radix-popper-content-wrapper]').first().waitFor();
};

/**
 * An opened menu focuses its first button, and a focused button shows its tooltip, which would
 * cover the menu's last entries. Focus leaves the button (the menu stays open) so the picture shows
 * the menu as a reader sees it once they point at it.
 */
async function withoutFocusTooltip(page: Page) {
  await page.waitForFunction(`document.activeElement?.closest('[data-radix-popper-content-wrapper]')`);
  await page.evaluate('document.activeElement.blur()');
  await page.locator('[role="tooltip"]').first().waitFor({ state: 'detached' });
}

const INDEXED = {
  type: 'indexingStatusUpdate',
  values: {
    systemStatus: 'Indexed',
    message: 'Index up-to-date.',
    processedItems: 1240,
    totalItems: 1240,
    currentItemUnit: 'blocks',
    workspacePath: '/home/dev/projects/todo-app',
  },
};

/** The chat's menus and popovers, opened as a reader would. */
export const POPOVER_SCENES: Record<string, Scene> = {
  'auto-approve-menu': {
    state: {
      autoApprovalEnabled: true,
      alwaysAllowReadOnly: true,
      alwaysAllowWrite: true,
      alwaysAllowExecute: false,
      alwaysAllowMcp: true,
    },
    ready: CHAT_INPUT,
    act: click('[data-testid="auto-approve-dropdown-trigger"]'),
  },
  'profile-selector': {
    ready: CHAT_INPUT,
    act: click('[data-testid="dropdown-trigger"]'),
  },
  'mode-selector': {
    state: { customModes: [DOCS_WRITER_MODE] },
    ready: CHAT_INPUT,
    act: async (page) => {
      await click('[data-testid="mode-selector-trigger"]')(page);
      await withoutFocusTooltip(page);
    },
  },
  'indexing-popover': {
    replies: {
      requestIndexingStatus: [INDEXED],
      requestCodeIndexSecretStatus: [{ type: 'codeIndexSecretStatus', values: { hasOpenAiKey: true } }],
    },
    ready: CHAT_INPUT,
    act: async (page) => {
      await page.locator('button:has(svg.lucide-database)').first().click();
      await page.locator('[role="dialog"]').first().waitFor();
    },
  },
  'enhance-prompt': {
    ready: CHAT_INPUT,
    act: async (page) => {
      await page.locator(CHAT_INPUT).first().fill('make the todo list sortable by date');
      await page.getByRole('button', { name: 'Enhance prompt with additional context' }).hover();
      await page.getByRole('tooltip').first().waitFor();
    },
  },
};
