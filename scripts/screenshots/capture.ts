import type { Browser } from 'playwright-core';
import type { ScreenshotShot, ScreenshotTheme } from '@roo-docs/schemas';
import { baseState, FIXED_NOW } from './scenes/base-state.ts';
import type { ExtensionMessage, Scene } from './scenes/types.ts';

const post = (message: ExtensionMessage) => `window.postMessage(${JSON.stringify(message)}, '*')`;

/**
 * Renders one shot in one theme and returns the PNG at 2x: the webview is loaded, told its state
 * once it says it launched (as the extension does), the scene's clicks are made, and the picture
 * is taken when the fonts are in and two frames have passed with nothing left to load.
 */
export async function captureShot(
  browser: Browser,
  origin: string,
  shot: ScreenshotShot,
  scene: Scene,
  theme: ScreenshotTheme,
): Promise<Buffer> {
  const context = await browser.newContext({
    viewport: { width: shot.width, height: shot.height },
    deviceScaleFactor: 2,
    colorScheme: theme,
    reducedMotion: 'reduce',
    locale: 'en-US',
    timezoneId: 'UTC',
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  try {
    await page.clock.setFixedTime(FIXED_NOW);
    await page.exposeFunction('__shotsOnSend', async (message: ExtensionMessage) => {
      for (const reply of scene.replies?.[message.type] ?? []) await page.evaluate(post(reply));
    });
    await page.goto(`${origin}/?theme=${theme}`);
    await page.waitForFunction(() =>
      (window as unknown as { __shotsSent: { type: string }[] }).__shotsSent.some((m) => m.type === 'webviewDidLaunch'),
    );
    await page.evaluate(post({ type: 'state', state: { ...baseState(), ...scene.state } }));
    for (const message of scene.messages ?? []) await page.evaluate(post(message));
    await page.locator(scene.ready).first().waitFor({ state: 'visible', timeout: 15_000 });
    if (scene.act) await scene.act(page);
    await page.evaluate(() => document.fonts.ready);
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    if (errors.length) throw new Error(`the webview threw: ${errors.join('; ')}`);
    return await page.screenshot({ animations: 'disabled', caret: 'hide', scale: 'device' });
  } catch (error) {
    throw new Error(`${shot.id} (${theme}): ${(error as Error).message}`);
  } finally {
    await context.close();
  }
}
