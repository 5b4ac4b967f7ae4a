import assert from 'node:assert/strict';
import { test } from '@rstest/core';
import type { Page } from 'playwright-core';
import { violations } from '../support/axe.ts';
import { newContext, open, settle, waitFor } from '../support/consent-page.ts';
import { withConsentSite } from '../support/consent-site.ts';

const site = withConsentSite('feedback-key', 'phc_test');

const QUESTION = 'Was this page helpful?';
// Only the site's own properties: posthog-js adds its own (token, distinct id, …) to each event.
const OWN = ['path', 'helpful', 'section', 'build', 'reason', 'query', 'rank', 'where'];
const eventsNamed = (name: string) =>
  site.host.events
    .filter((e) => e.event === name)
    .map((e) => Object.fromEntries(Object.entries(e.properties).filter(([k]) => OWN.includes(k))));

async function liveBuild(section: string): Promise<string> {
  const pointer = (await (await fetch(`${site.url}/remotes.json`)).json()) as { sections: Record<string, { buildId: string }> };
  return pointer.sections[section]!.buildId;
}

async function accept(page: Page) {
  await page.getByRole('button', { name: 'Accept cookies' }).click();
  await page.getByText(QUESTION).waitFor();
}

test('before a choice, and after Decline, the foot asks nothing and offers a prefilled issue', async () => {
  const context = await newContext(site);
  const { page, errors } = await open(context, `${site.url}/faq`);
  const report = page.getByRole('link', { name: /Report a problem/ });
  const url = new URL((await report.getAttribute('href'))!);
  assert.equal(`${url.origin}${url.pathname}`, 'https://github.com/RooCodeInc/Roo-Code-Docs/issues/new');
  assert.match(url.searchParams.get('title') ?? '', /\(\/faq\)$/);
  assert.ok(
    url.searchParams
      .get('body')
      ?.includes(`Page: https://docs.roocode.com/faq\nSection build: getting-started ${await liveBuild('getting-started')}`),
    url.searchParams.get('body') ?? '',
  );
  assert.equal(await page.getByText(QUESTION).count(), 0);
  await page.getByRole('button', { name: 'Decline cookies' }).click();
  await settle(page);
  assert.equal(await page.getByText(QUESTION).count(), 0, 'declined: still no question');
  assert.deepEqual(site.host.events, []);
  assert.deepEqual(errors, []);
  await context.close();
});

test('after Accept: yes or no is an event naming the page and its build, and the optional reason another', async () => {
  const context = await newContext(site);
  const { page, errors } = await open(context, `${site.url}/features/checkpoints`);
  await accept(page);
  assert.deepEqual(await violations(page, '.page-feedback'), []);
  const build = await liveBuild('features');
  // The keyboard reaches the answers and presses one.
  const no = page.getByRole('button', { name: 'No', exact: true });
  for (let i = 0; i < 200 && !(await no.evaluate((b) => b === document.activeElement)); i++) await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  const reason = page.getByLabel(/What was missing or wrong\?/);
  await reason.waitFor();
  assert.equal(await reason.evaluate((t) => t === document.activeElement), true, 'focus moves to the reason');
  await waitFor(site.host, () => eventsNamed('page_feedback').length === 1, 'the answer');
  assert.deepEqual(eventsNamed('page_feedback'), [{ path: '/features/checkpoints', helpful: false, section: 'features', build }]);
  await reason.fill('The restore steps skip the diff view.');
  await page.getByRole('button', { name: 'Send' }).click();
  await page.getByText('Thanks for telling us.').waitFor();
  await waitFor(site.host, () => eventsNamed('page_feedback_reason').length === 1, 'the reason');
  assert.deepEqual(eventsNamed('page_feedback_reason'), [
    {
      path: '/features/checkpoints',
      helpful: false,
      section: 'features',
      build,
      reason: 'The restore steps skip the diff view.',
    },
  ]);
  assert.deepEqual(errors, []);
  await context.close();
});

test('after Accept, search tells which query found nothing and which rank was chosen, in the box and on the results page', async () => {
  const context = await newContext(site);
  const { page, errors } = await open(context, `${site.url}/faq`);
  await accept(page);
  const box = page.getByRole('combobox', { name: 'Search the docs' });
  await box.click();
  // Typed on the way to a query: not counted.
  await box.pressSequentially('zqx', { delay: 30 });
  await box.pressSequentially('jkvw', { delay: 30 });
  await page.locator('.search-suggestions .search-empty').waitFor();
  await waitFor(site.host, () => eventsNamed('search_no_results').length === 1, 'the empty query');
  assert.deepEqual(eventsNamed('search_no_results'), [{ query: 'zqxjkvw', where: 'box' }]);

  await box.fill('checkpoints');
  const second = page.locator('[role=listbox] [role=option]').nth(1);
  await second.waitFor();
  const href = await second.getAttribute('data-href');
  await box.press('ArrowDown');
  await box.press('ArrowDown');
  await box.press('Enter');
  await waitFor(site.host, () => eventsNamed('search_result_clicked').length === 1, 'the chosen hit');
  assert.deepEqual(eventsNamed('search_result_clicked')[0], { query: 'checkpoints', rank: 2, path: href, where: 'box' });

  await page.goto(`${site.url}/search?q=qqzzyyx`);
  await page.locator('.search-empty').waitFor();
  await waitFor(site.host, () => eventsNamed('search_no_results').length === 2, 'the empty results page');
  assert.deepEqual(eventsNamed('search_no_results')[1], { query: 'qqzzyyx', where: 'page' });
  await page.goto(`${site.url}/search?q=mcp`);
  // The page groups hits by context; the first link is the first hit.
  const first = page.locator('main .search-group a').first();
  await first.waitFor();
  const target = await first.getAttribute('href');
  await first.click();
  await waitFor(site.host, () => eventsNamed('search_result_clicked').length === 2, 'the chosen result');
  assert.deepEqual(eventsNamed('search_result_clicked')[1], { query: 'mcp', rank: 1, path: target, where: 'page' });
  assert.deepEqual(errors, []);
  await context.close();
});
