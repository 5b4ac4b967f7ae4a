// The extension's Roo Code Cloud side: the Cloud view signed out and in, the account switchers,
// the share menu and the dialogs the task header opens. What the webview draws is gated on state
// the extension sends (webview-ui/src/components/cloud/ and chat/ShareButton.tsx,
// CloudTaskButton.tsx at the release): `cloudIsAuthenticated`, `cloudUserInfo` (its
// organizationId/organizationName, and extensionBridgeEnabled for the Open-in-Cloud button and,
// with `featureRoomoteControlEnabled`, the Roomote Control switch), `cloudOrganizations`,
// `sharingEnabled`, `taskSyncEnabled` and `remoteControlEnabled`.
import type { Page } from 'playwright-core';
import type { Scene } from './types.ts';
import { historyItem, TASK_TEXT, taskAfterEdit } from './conversation.ts';

const CLOUD_URL = 'https://app.roocode.com';

// A made-up person and organization; no picture, so the views draw the initial (a picture would
// be a request to another origin, which captures refuse).
const USER = { id: 'user_docs', name: 'Sam Rivera', email: 'sam@example.com' };
const ORGANIZATION = { id: 'org_docs', name: 'Acme Robotics', slug: 'acme-robotics' };
const MEMBERSHIP = { id: 'mem_docs', organization: ORGANIZATION, role: 'org:member' };
const IN_ORGANIZATION = {
  ...USER,
  organizationId: ORGANIZATION.id,
  organizationName: ORGANIZATION.name,
  organizationRole: 'org:member',
};

/** Signed in, Task sync on (the default once connected), sharing allowed. */
const signedIn = (userInfo: Record<string, unknown>, more: Record<string, unknown> = {}) => ({
  cloudIsAuthenticated: true,
  cloudUserInfo: userInfo,
  cloudApiUrl: CLOUD_URL,
  cloudOrganizations: [],
  sharingEnabled: true,
  taskSyncEnabled: true,
  ...more,
});

const openCloudView = [{ type: 'action', action: 'cloudButtonClicked' }];

/** A running task whose header is unfolded, so its action buttons (share, open in Cloud) show. */
function withTask(state: Record<string, unknown>, taskId = historyItem().id) {
  return { ...state, clineMessages: taskAfterEdit(), currentTaskItem: { ...historyItem(), id: taskId, size: 48_213 } };
}
// The header's first button is its fold chevron ("Expand task"); the tooltip names it, not a label.
const unfoldHeader = async (page: Page) => {
  await page.locator('button:has(svg.lucide-chevron-down)').first().click();
  await page.getByTestId('share-button').waitFor();
};

/** Opens a Radix select or popover with a click, and waits for its content. */
const openPopup = async (page: Page, trigger: string, content: string) => {
  await page.locator(trigger).first().click();
  await page.locator(content).first().waitFor();
};
const SELECT_LIST = '[role="listbox"]';
const TASK_HEADER = `text=${TASK_TEXT.slice(0, 24)}`;

export const CLOUD_SCENES: Record<string, Scene> = {
  'cloud-signed-out': { messages: openCloudView, ready: 'text=Try Roo Code Cloud' },
  'cloud-sign-in-help': {
    messages: openCloudView,
    ready: 'text=Try Roo Code Cloud',
    // Get started asks the extension to open the browser (rooCloudSignIn, left unanswered as while
    // the reader signs in there); then the reader asks for the manual way back.
    act: async (page) => {
      await page.getByRole('button', { name: 'Get started' }).click();
      await page.getByRole('button', { name: 'Having trouble?' }).click();
      await page.locator('text=Copy the redirect URL').waitFor();
    },
  },
  'cloud-signed-in': { state: signedIn(USER), messages: openCloudView, ready: 'text=Task sync' },
  'cloud-roomote': {
    state: signedIn(
      { ...USER, extensionBridgeEnabled: true },
      { featureRoomoteControlEnabled: true, remoteControlEnabled: true },
    ),
    messages: openCloudView,
    ready: 'text=Roomote Control',
  },
  'cloud-account-menu': {
    state: signedIn(USER),
    messages: openCloudView,
    ready: 'text=Task sync',
    act: (page) => openPopup(page, '[role="combobox"]', SELECT_LIST),
  },
  'cloud-organization': {
    state: signedIn(IN_ORGANIZATION, { cloudOrganizations: [MEMBERSHIP], featureRoomoteControlEnabled: true }),
    messages: openCloudView,
    ready: 'text=Task sync',
    // The lock beside Task sync explains itself on hover.
    act: async (page) => {
      await page.locator('svg.lucide-lock').first().hover();
      await page.getByRole('tooltip').first().waitFor();
    },
  },
  'chat-account-switcher': {
    state: signedIn(USER, { cloudOrganizations: [MEMBERSHIP] }),
    ready: 'textarea',
    act: (page) => openPopup(page, '[aria-label="Personal Account"]', SELECT_LIST),
  },
  'share-menu': {
    state: withTask(signedIn(IN_ORGANIZATION, { cloudOrganizations: [MEMBERSHIP] })),
    ready: TASK_HEADER,
    act: async (page) => {
      await unfoldHeader(page);
      await openPopup(page, '[data-testid="share-button"]', 'text=Share Publicly');
    },
  },
  'share-link-copied': {
    state: withTask(signedIn(USER)),
    replies: {
      shareCurrentTask: [{ type: 'shareTaskSuccess', visibility: 'public', text: `${CLOUD_URL}/share/4f1d9c2e7a` }],
    },
    ready: TASK_HEADER,
    // The confirmation replaces the menu for five seconds, long enough for the capture.
    act: async (page) => {
      await unfoldHeader(page);
      await openPopup(page, '[data-testid="share-button"]', 'text=Share Publicly');
      await page.locator('text=Share Publicly').click();
      await page.locator('text=Public link copied to clipboard').waitFor();
    },
  },
  'share-sign-in': {
    state: withTask({}),
    ready: TASK_HEADER,
    act: async (page) => {
      await unfoldHeader(page);
      await openPopup(page, '[data-testid="share-button"]', '[role="dialog"]');
    },
  },
  'open-in-cloud': {
    state: withTask(signedIn({ ...USER, extensionBridgeEnabled: true }), '0199f2a4-7c3e-7b21-9d4f-2e8a6c1b5f30'),
    ready: TASK_HEADER,
    act: async (page) => {
      await unfoldHeader(page);
      await openPopup(page, '[data-testid="cloud-task-button"]', '[role="dialog"] canvas');
      // The dialog opens under the pointer, and the QR code fades while pointed at.
      await page.mouse.move(1, 1);
    },
  },
};
