import assert from 'node:assert/strict';
import { INSTALLS_OK, open, scene, STARS_OK } from '../support/count-scene.ts';
import { test } from '@rstest/core';
import { BOTH_TARGETS, withSite } from '../support/with-site.ts';

const site = withSite('footer-links', { targets: BOTH_TARGETS });

test('the footer: every link named and addressed, social icons, copyright of the build year', async () => {
  const s = await scene(site, STARS_OK, INSTALLS_OK);
  await open(site, s.page, '/');
  const footer = s.page.getByRole('contentinfo');
  // The dev server's page has no prerendered footer: it is drawn once the deferred chrome arrives.
  await footer.getByRole('link', { name: 'Roo Code on GitHub', exact: true }).waitFor();
  const links = await footer
    .getByRole('link')
    .evaluateAll((as) =>
      as.map((a) => ({ name: (a.getAttribute('aria-label') ?? a.textContent ?? '').trim(), href: a.getAttribute('href') ?? '' })),
    );
  assert.equal(links.length, 7 + 7 + 2 + 2 + 4);
  for (const l of links) {
    assert.ok(l.name.length > 0, `unnamed link to ${l.href}`);
    assert.match(l.href, /^(https:\/\/|mailto:)/, l.name);
  }
  for (const brand of ['GitHub', 'Discord', 'Reddit', 'X', 'LinkedIn', 'TikTok', 'Bluesky']) {
    await footer.getByRole('link', { name: `Roo Code on ${brand}`, exact: true }).waitFor();
  }
  const nav = footer.getByRole('navigation', { name: 'Footer' });
  for (const [column, labels] of [
    ['Community', ['Discord', 'Reddit', 'X', 'LinkedIn', 'TikTok', 'Bluesky', 'YouTube']],
    ['GitHub', ['Issues', 'Feature Requests']],
    ['Download', ['VS Code Marketplace', 'Open VSX Registry']],
    ['Company', ['Contact', 'Careers', 'Website Privacy Policy', 'Extension Privacy Policy']],
  ] as const) {
    const names = await nav
      .locator('.footer-column', { has: s.page.getByRole('heading', { name: column, exact: true }) })
      .getByRole('link')
      .allTextContents();
    assert.deepEqual(names, labels);
  }
  assert.equal(
    await nav.getByRole('link', { name: 'Open VSX Registry' }).getAttribute('href'),
    'https://open-vsx.org/extension/RooVeterinaryInc/roo-cline',
  );
  assert.equal(
    await footer.locator('.footer-copyright').textContent(),
    `© ${new Date().getUTCFullYear()} Roo Code, Inc. All rights reserved.`,
  );
  // The navbar's community links sit before the theme toggle.
  const right = await s.page
    .locator('.navbar-right > *')
    .evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? e.className));
  assert.deepEqual(right.slice(0, 2), ['Roo Code on Reddit', 'Roo Code on Discord']);
  assert.match(right.at(-1)!, /colour mode/i);
  assert.deepEqual(s.errors, []);
  await s.context.close();
});
