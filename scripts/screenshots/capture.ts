import type { BrowserContext } from 'playwright-core';
import type { ScreenshotShot, ScreenshotTheme } from '@roo-docs/schemas';
import { baseState } from './scenes/base-state.ts';
import type { ExtensionMessage, Scene } from './scenes/types.ts';

export const post = (message: ExtensionMessage) => `window.postMessage(${JSON.stringify(message)}, '*')`;

/** Resolves once the page's DOM has not changed for 300 ms (at most 15 s). */
const DOM_SETTLED = `new Promise((resolve) => {
  let timer;
  const done = () => { observer.disconnect(); clearTimeout(limit); resolve(); };
  const observer = new MutationObserver(() => { clearTimeout(timer); timer = setTimeout(done, 300); });
  observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
  timer = setTimeout(done, 300);
  const limit = setTimeout(done, 15000);
})`;

/** What every capture of a run shares. */
export interface CaptureSetup {
  /** The one browser context pages open in (captureContext). */
  context: BrowserContext;
  /** The origin serving the webview (server.ts). */
  origin: string;
  /** The extension's answers to model-list requests, made by its own fetchers (models/). */
  modelReplies: Record<string, ExtensionMessage[]>;
}

/**
 * Renders one shot in one theme and returns the PNG at 2x: the webview is loaded, told its state
 * once it says it launched (as the extension does), the scene's clicks are made, and the picture
 * is taken when the DOM has settled, the fonts are in and two frames have passed with nothing left to load. Pages
 * share one browser context (device scale 2), so the webview's script is compiled once, not per shot.
 */
export async function captureShot(
  { context, origin, modelReplies }: CaptureSetup,
  shot: ScreenshotShot,
  scene: Scene,
  theme: ScreenshotTheme,
): Promise<Buffer> {
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  try {
    await page.setViewportSize({ width: shot.width, height: shot.height });
    await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
    await page.exposeFunction('__shotsOnSend', async (message: ExtensionMessage) => {
      const replies: Record<string, ExtensionMessage[]> = { ...modelReplies, ...scene.replies };
      for (const reply of replies[message.type] ?? []) await page.evaluate(post(reply));
      await page.evaluate(`window.__shotsAnswered.push(${JSON.stringify(message.type)})`);
    });
    await page.goto(`${origin}/?theme=${theme}`, { waitUntil: 'domcontentloaded' });
    // Page-side code as strings: the pipeline is type-checked as Node code, without the DOM.
    await page.waitForFunction(`window.__shotsSent.some((m) => m.type === 'webviewDidLaunch')`);
    await page.evaluate(post({ type: 'state', state: { ...baseState(), ...scene.state } }));
    for (const message of scene.messages ?? []) await page.evaluate(post(message));
    await page.locator(scene.ready).first().waitFor({ state: 'visible' });
    if (scene.act) await scene.act(page);
    // Code highlighting and some panels fill in after the first render: wait for the DOM to settle.
    await page.evaluate(DOM_SETTLED);
    await page.evaluate('document.fonts.ready');
    await page.evaluate('new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))');
    if (errors.length) throw new Error(`the webview threw: ${errors.join('; ')}`);
    return await page.screenshot({ animations: 'disabled', caret: 'hide', scale: 'device' });
  } catch (error) {
    throw new Error(`${shot.id} (${theme}): ${(error as Error).message}`, { cause: error });
  } finally {
    await page.close();
  }
}

/** The one context every capture runs in: 2x, English, UTC, and no request leaves 127.0.0.1. */
export async function captureContext(browser: import('playwright-core').Browser, origin: string): Promise<BrowserContext> {
  const context = await browser.newContext({ deviceScaleFactor: 2, locale: 'en-US', timezoneId: 'UTC' });
  // This machine may be busy: the webview's script is several megabytes to compile.
  context.setDefaultTimeout(120_000);
  await context.route(
    (url) => !url.href.startsWith(origin),
    (route) => route.abort(),
  );
  return context;
}
