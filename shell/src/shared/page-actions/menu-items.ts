import { docsMcpSettingsText } from '@roo-docs/schemas/contract';
import { pageLinks } from './links.ts';
import type { CopyState } from './use-copy-state.ts';

/** A menu item that leads somewhere. */
export interface LinkItem {
  label: string;
  note: string;
  href: string;
  external?: boolean;
}

/** A menu item that copies text in place and says so on itself. */
export interface CopyItem {
  label: string;
  note: string;
  /** What the item says for two seconds after a copy, by its outcome. */
  after: Record<'copied' | 'failed', { label: string; note: string }>;
  text: () => string;
}

export type MenuItem = LinkItem | CopyItem;

/** The menu of a page: its twin, the two assistants, the MCP page, and the entry that page explains. */
export function menuItems(route: string): MenuItem[] {
  const links = pageLinks(route);
  return [
    { label: 'View as Markdown', href: links.markdown, note: 'This page as plain text' },
    { label: 'Open in ChatGPT', href: links.chatgpt, note: 'Ask about this page', external: true },
    { label: 'Open in Claude', href: links.claude, note: 'Ask about this page', external: true },
    { label: 'Use these docs in Roo Code', href: links.docsInRooCode, note: 'Add the docs as an MCP server' },
    {
      label: 'Copy MCP settings',
      note: 'The docs server’s entry for mcp_settings.json',
      after: {
        copied: { label: 'MCP settings copied', note: 'Paste them into mcp_settings.json or .roo/mcp.json' },
        failed: { label: 'Copy failed', note: 'The browser refused the clipboard' },
      },
      text: () => docsMcpSettingsText('stdio'),
    },
  ];
}

/** What the status line says after a copy: the reader may not be looking at the item that did it. */
export const COPY_ANNOUNCEMENTS: Record<'page' | 'settings', Record<Exclude<CopyState, 'idle'>, string>> = {
  page: { copied: 'The page’s Markdown is on the clipboard', failed: 'The page could not be copied' },
  settings: { copied: 'The docs’ MCP settings are on the clipboard', failed: 'The MCP settings could not be copied' },
};
