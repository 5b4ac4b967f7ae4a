import type { Page } from 'playwright-core';

/** A message the extension posts to its webview (src/shared/ExtensionMessage.ts at the release). */
export type ExtensionMessage = { type: string; [field: string]: unknown };

/**
 * The state a shot is made from: the extension state the webview is sent, the messages that
 * follow it (switch to a view, model lists), and what a reader would click before the picture.
 */
export interface Scene {
  /** Fields over the base state (a new task, other settings, servers…). */
  state?: Record<string, unknown>;
  messages?: ExtensionMessage[];
  /** What the extension answers when the webview asks (by the request's type). */
  replies?: Record<string, ExtensionMessage[]>;
  act?: (page: Page) => Promise<void>;
  /** An element that must be visible before the capture (the scene's own content). */
  ready: string;
}
