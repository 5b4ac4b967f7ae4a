import type { Page } from 'playwright-core';
import { watchErrors } from './browser.ts';
import type { SiteUnderTest } from './with-site.ts';

/** A page of the site, hydrated, with its errors and the search shards it fetched. */
export async function openSearch(
  site: Pick<SiteUnderTest, 'browser' | 'url'>,
  path: string,
): Promise<{ page: Page; errors: string[]; shards: string[] }> {
  const page = await site.browser.newPage();
  const errors = watchErrors(page);
  const shards: string[] = [];
  page.on('request', (r) => r.url().endsWith('/search-shard.json') && shards.push(r.url()));
  await page.goto(`${site.url}${path}`);
  await page.waitForSelector('html[data-hydrated]');
  return { page, errors, shards };
}
export const box = (page: Page) => page.getByRole('combobox', { name: 'Search the docs' });
export const options = (page: Page) => page.locator('[role=listbox] [role=option]');
