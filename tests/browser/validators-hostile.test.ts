import assert from 'node:assert/strict';
import { ACCEPTED, openValidator, paste } from '../support/validator-page.ts';
import { aliasBomb } from '../../shared/mdx-kit/src/validators/fixtures/alias-bomb.ts';
import { VALIDATOR_PAGES } from '../support/validator-inputs.ts';
import { test } from '@rstest/core';
import { BOTH_TARGETS, withSite } from '../support/with-site.ts';

const site = withSite('validators-hostile', { targets: BOTH_TARGETS });

for (const { path, kind, yaml, valid } of VALIDATOR_PAGES) {
  test(`${kind}: hostile input is refused or handled without freezing or polluting the page`, async () => {
    const { context, page, errors, scripts } = await openValidator(site, path, kind);
    const firstVisit = scripts.length;
    assert.match(await paste(page, kind, 'x'.repeat(1024 * 1024)), /^Not checked\. This text has 1,048,576 characters/);
    // The checker was not part of the first visit: it arrived once the reader pasted.
    assert.ok(scripts.length > firstVisit, 'the checker arrives as a chunk of its own, after the reader pastes');
    assert.match(await paste(page, kind, '['.repeat(100_000)), /^Not checked\. This text nests deeper than 64 levels/);
    // Nesting by indentation alone, which no bracket count sees.
    assert.match(await paste(page, kind, `a:\n${' '.repeat(300)}b: 1`), /^Not checked\. This text nests deeper than 64 levels/);
    assert.match(
      await paste(page, kind, aliasBomb()),
      yaml ? /^Not checked\. This YAML expands its aliases too many times/ : /^Not valid JSON: /,
    );
    const polluting = `{"__proto__": {"polluted": true}, "constructor": {"prototype": {"polluted": true}}, "nested": {"__proto__": {"polluted": true}}}`;
    assert.match(await paste(page, kind, polluting), /^Roo Code 3\.28\.17 (accepts|rejects) this file/);
    assert.equal(await page.evaluate(() => (Object.prototype as Record<string, unknown>).polluted), undefined);
    // After all that the checker still answers a real file.
    assert.equal(await paste(page, kind, valid), ACCEPTED);
    assert.deepEqual(errors, []);
    await context.close();
  });
}
