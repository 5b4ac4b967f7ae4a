import type { Page } from 'playwright-core';

/** Listeners on an object of the page (window, document or an element), by CDP, optionally with its subtree. */
export async function listenerCount(page: Page, expression: string, subtree = false): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  const { result } = await cdp.send('Runtime.evaluate', { expression });
  const { listeners } = await cdp.send('DOMDebugger.getEventListeners', {
    objectId: result.objectId!,
    ...(subtree ? { depth: -1, pierce: true } : {}),
  });
  await cdp.detach();
  return listeners.length;
}
