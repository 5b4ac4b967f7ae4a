import type { Page } from 'playwright-core';

export type Theme = 'light' | 'dark';
export const WIDTHS = [390, 1280] as const;
export const THEMES: Theme[] = ['light', 'dark'];

export interface Shot {
  /** Baseline file name without theme, width and extension. */
  name: string;
  path: string;
  /** Widths to take it at (every width unless a state belongs to one). */
  widths?: readonly number[];
  /** Leave the cookie banner up (every other shot has consent decided, so it stays out of view). */
  cookieBanner?: boolean;
  /** Requests to refuse, as a URL pattern: a section that cannot load. */
  refuse?: RegExp;
  /** What to wait for once the page is settled, before the picture. */
  ready?: (page: Page) => Promise<unknown>;
  /** Puts the page in the state the picture is of. */
  act?: (page: Page, theme: Theme) => Promise<unknown>;
  /** A page of the shell hydrates; a host page of its own (the embed demo) does not. */
  shell?: false;
  /** Only the window, not the whole page (states that float over the page). */
  viewportOnly?: boolean;
}

/** The pages and states every change is compared on: each in both themes. */
export const SHOTS: Shot[] = [
  { name: 'home', path: '/' },
  { name: 'feature-checkpoints', path: '/features/checkpoints' },
  { name: 'provider-anthropic', path: '/providers/anthropic' },
  { name: 'tool-read-file', path: '/advanced-usage/available-tools/read-file' },
  { name: 'update-notes-index', path: '/update-notes/' },
  { name: 'release-note', path: '/update-notes/v3.28.17' },
  {
    name: 'search-results',
    path: '/search?q=checkpoints',
    ready: (page) => page.locator('.search-group a').first().waitFor(),
  },
  { name: 'not-found', path: '/no-such-page-here' },
  {
    name: 'embed-demo',
    path: '/embed-demo/',
    shell: false,
    // Playwright's CSS locators pierce the parcels' open shadow roots.
    ready: async (page) => {
      await page.locator('#features-parcel .roo-embed h1', { hasText: 'Checkpoints' }).waitFor();
      await page.locator('#cloud-parcel .roo-embed h1', { hasText: 'Task Sync' }).waitFor();
    },
    // The demo host has a theme button of its own, passed to the parcels.
    act: async (page, theme) => {
      if (theme === 'dark') await page.locator('#toggle-theme').click();
      await page
        .locator('#toggle-theme')
        .and(page.locator(`[aria-pressed="${theme === 'dark'}"]`))
        .waitFor();
    },
  },
  {
    name: 'validator-error',
    path: '/features/custom-modes',
    act: async (page) => {
      const box = page.locator('[data-file-validator="custom-modes"]');
      await box.scrollIntoViewIfNeeded();
      await box.locator('textarea').focus();
      await page.keyboard.insertText(
        'customModes:\n  - slug: docs writer\n    name: ""\n    roleDefinition: Writes.\n    groups: [read]\n',
      );
      await box.locator('li[data-path]').first().waitFor();
      await box.evaluate((el) => el.scrollIntoView({ block: 'start' }));
    },
    viewportOnly: true,
  },
  {
    // Tabs (the OS group, on its second tab) and, below, the synced editor group.
    name: 'tabs-installing',
    path: '/getting-started/installing',
    viewportOnly: true,
    ready: (page) => page.locator('.doc-page[data-live]').waitFor(),
    act: async (page) => {
      await page.locator('#os-windows').click();
      await page.locator('#os-windows-panel').waitFor();
      await page.mouse.move(0, 0);
      await page.locator('#getting-git').evaluate((el) => el.scrollIntoView({ block: 'start' }));
    },
  },
  {
    // A code block with added lines (`[!code ++]`): Cygwin's settings.json.
    name: 'code-diff',
    path: '/features/shell-integration-troubleshooting',
    viewportOnly: true,
    act: (page) =>
      page
        .locator('.code-block', { hasText: 'CHERE_INVOKING' })
        .first()
        .evaluate((el) => el.scrollIntoView({ block: 'center' })),
  },
  // The docs MCP page: its tool table and the settings entries rendered from the contract.
  { name: 'docs-mcp-server', path: '/features/mcp/docs-server' },
  {
    name: 'state-page-actions',
    path: '/features/mcp/docs-server',
    viewportOnly: true,
    act: async (page) => {
      const toggle = page.locator('button[aria-haspopup="menu"]');
      await toggle.click();
      await page.locator('[role="menuitem"]').last().waitFor();
    },
  },
  {
    name: 'state-mobile-menu',
    path: '/features/checkpoints',
    widths: [390],
    viewportOnly: true,
    act: async (page) => {
      await page.getByRole('button', { name: 'Open navigation menu' }).click();
      await page.locator('.sidebar').waitFor({ state: 'visible' });
    },
  },
  {
    name: 'state-search-suggestions',
    path: '/faq',
    widths: [1280],
    viewportOnly: true,
    act: async (page) => {
      await page.keyboard.press('Control+k');
      await page.keyboard.type('checkpoints');
      await page.locator('[role=option]').first().waitFor();
      await page.waitForFunction(() => !document.querySelector('.search-box .search-missing')?.textContent);
    },
  },
  { name: 'state-cookie-banner', path: '/', widths: [390, 1280], viewportOnly: true, cookieBanner: true },
  {
    name: 'state-section-down',
    path: '/features/checkpoints',
    widths: [1280],
    viewportOnly: true,
    refuse: /\/_mf\/features\//,
    ready: (page) => page.locator('.island-notice').waitFor(),
  },
];

export const shotFile = (shot: Shot, theme: Theme, width: number) => `${shot.name}-${theme}-${width}.webp`;
