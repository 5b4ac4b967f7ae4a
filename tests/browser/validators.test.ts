import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { violations } from '../support/axe.ts';
import { watchErrors } from '../support/browser.ts';
import { test } from '@rstest/core';
import { withSite } from '../support/with-site.ts';

const site = withSite('validators');

const ACCEPTED = 'Roo Code 3.28.17 accepts this file.';

/** A validator page, hydrated with its section's code, plus every script it has fetched so far. */
async function openValidator(path: string, kind: string, { forAxe = false } = {}) {
  // axe is injected as an inline script, which the page's own script policy would block; every
  // other check runs under that policy, so a checker that needed eval would fail here.
  const context = await site.browser.newContext({ bypassCSP: forAxe });
  await context.addCookies([{ name: 'CookieConsent', value: 'false', url: site.url }]);
  const page = await context.newPage();
  const errors = watchErrors(page);
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
  });
  await page.goto(`${site.url}${path}`);
  await page.waitForSelector('html[data-hydrated]');
  await page.waitForLoadState('networkidle');
  const box = page.locator(`[data-file-validator="${kind}"]`);
  return { context, page, errors, scripts, box, field: box.locator('textarea'), status: box.locator('[role="status"]') };
}

/** Replaces the text as a paste would, then waits for the result it announces. */
async function paste(page: Page, kind: string, text: string): Promise<string> {
  const field = page.locator(`[data-file-validator="${kind}"] textarea`);
  const status = await page.locator(`[data-file-validator="${kind}"] [role="status"]`).elementHandle();
  // Emptying the field clears the previous result, so the next one cannot be mistaken for it.
  await field.fill('');
  await page.waitForFunction((el) => el?.textContent === '', status);
  await field.focus();
  await page.keyboard.insertText(text);
  await page.waitForFunction((el) => (el?.textContent ?? '') !== '', status);
  return (await status?.textContent()) ?? '';
}

async function problems(page: Page, kind: string): Promise<Array<[string, string]>> {
  return page
    .locator(`[data-file-validator="${kind}"] li[data-path]`)
    .evaluateAll((items) =>
      items.map((li) => [li.getAttribute('data-path') ?? '', li.querySelector('[data-message]')?.textContent ?? '']),
    ) as Promise<Array<[string, string]>>;
}

const BAD_MODES = `customModes:
  - slug: docs writer
    name: Docs
    roleDefinition: You write the docs.
    groups: [read, read, [edit, {fileRegex: "("}]]
  - slug: reviewer
    name: ""
    roleDefinition: ""
    groups: [read]
  - slug: reviewer
    name: Reviewer
    roleDefinition: You review too.
    groups: [write]
`;

// Zod compares slugs only once every mode is valid on its own, as the assistant's own check does.
const DUPLICATE_SLUGS = `customModes:
  - { slug: reviewer, name: Reviewer, roleDefinition: You review., groups: [read] }
  - { slug: reviewer, name: Second reviewer, roleDefinition: You review too., groups: [] }
`;

const GOOD_MODES = `customModes:
  - slug: docs-writer
    name: 📝 Docs Writer
    roleDefinition: You write the docs.
    groups:
      - read
      - - edit
        - fileRegex: \\.mdx?$
          description: Markdown only
`;

test('custom modes: the schemas load only on input; each broken rule shows its message at its path', async () => {
  const { context, page, errors, scripts, box, status } = await openValidator('/features/custom-modes', 'custom-modes');
  assert.equal(await box.locator('label').textContent(), 'Check a .roomodes or custom_modes.yaml file');
  assert.equal(await status.textContent(), '');
  const before = scripts.length;
  assert.equal(await paste(page, 'custom-modes', BAD_MODES), 'Roo Code 3.28.17 rejects this file: 6 problems.');
  assert.ok(scripts.length > before, 'the checker arrives as a chunk of its own, after the reader types');
  assert.deepEqual(await problems(page, 'custom-modes'), [
    ['customModes[0].slug', 'Slug must contain only letters numbers and dashes'],
    ['customModes[0].groups[2][1].fileRegex', 'Invalid regular expression pattern'],
    ['customModes[0].groups', 'Duplicate groups are not allowed'],
    ['customModes[1].name', 'Name is required'],
    ['customModes[1].roleDefinition', 'Role definition is required'],
    ['customModes[2].groups[0]', 'Invalid input'],
  ]);
  const skeleton = (await box.locator('pre[data-skeleton]').textContent()) ?? '';
  assert.match(skeleton, /slug: docs-writer\n/);
  assert.match(skeleton, /slug: reviewer-2\n/);
  // The corrected version is itself accepted.
  assert.equal(await paste(page, 'custom-modes', skeleton), ACCEPTED);
  assert.equal(await paste(page, 'custom-modes', DUPLICATE_SLUGS), 'Roo Code 3.28.17 rejects this file: 1 problem.');
  assert.deepEqual(await problems(page, 'custom-modes'), [['customModes', 'Duplicate mode slugs are not allowed']]);
  assert.equal(await paste(page, 'custom-modes', GOOD_MODES), ACCEPTED);
  assert.equal(await box.locator('li[data-path]').count(), 0);
  assert.deepEqual(errors, []);
  await context.close();
});

test('settings export: provider and global settings problems at their paths; a valid export is accepted', async () => {
  const { context, page, errors } = await openValidator('/features/settings-management', 'settings-export');
  const bad = {
    providerProfiles: {
      currentApiConfigName: 'Work',
      apiConfigs: { Work: { apiProvider: 'anthropic', awsRegion: 'eu-west-1' }, Old: { apiProvider: 'nope' } },
    },
    globalSettings: { writeDelayMs: -1, language: 'xx' },
  };
  assert.equal(
    await paste(page, 'settings-export', JSON.stringify(bad, null, 2)),
    'Roo Code 3.28.17 rejects this file: 4 problems.',
  );
  const found = await problems(page, 'settings-export');
  assert.deepEqual(
    found.map(([path]) => path),
    [
      'providerProfiles.apiConfigs.Work',
      'providerProfiles.apiConfigs.Old.apiProvider',
      'globalSettings.writeDelayMs',
      'globalSettings.language',
    ],
  );
  assert.equal(found[0]?.[1], 'Unrecognized key: "awsRegion"');
  assert.match(found[1]?.[1] ?? '', /^Invalid discriminator value\. Expected 'anthropic' \| 'claude-code' \| /);
  assert.equal(found[2]?.[1], 'Too small: expected number to be >=0');
  assert.match(found[3]?.[1] ?? '', /^Invalid option: expected one of "ca"\|"de"\|"en"\|/);
  const good = { providerProfiles: { currentApiConfigName: 'Work', apiConfigs: { Work: { apiProvider: 'anthropic' } } } };
  assert.equal(await paste(page, 'settings-export', JSON.stringify(good)), ACCEPTED);
  assert.match(await paste(page, 'settings-export', 'providerProfiles: {}'), /^Not valid JSON: /);
  assert.deepEqual(errors, []);
  await context.close();
});

test('organization settings and codebase index: required parts and bounds', async () => {
  const org = await openValidator('/roo-code-cloud/login', 'organization-settings');
  assert.equal(
    await paste(org.page, 'organization-settings', '{"version": 3, "allowList": {"allowAll": false, "providers": {}}}'),
    'Roo Code 3.28.17 rejects this file: 1 problem.',
  );
  assert.deepEqual(await problems(org.page, 'organization-settings'), [
    ['defaultSettings', 'Invalid input: expected object, received undefined'],
  ]);
  const orgRules = {
    version: 1,
    defaultSettings: { maxReadFileLine: -2 },
    cloudSettings: { taskShareExpirationDays: 0 },
    allowList: { allowAll: false, providers: { openai: { allowAll: 'yes' } } },
  };
  assert.equal(
    await paste(org.page, 'organization-settings', JSON.stringify(orgRules, null, 2)),
    'Roo Code 3.28.17 rejects this file: 3 problems.',
  );
  assert.deepEqual(await problems(org.page, 'organization-settings'), [
    ['cloudSettings.taskShareExpirationDays', 'Too small: expected number to be >0'],
    ['defaultSettings.maxReadFileLine', 'Too small: expected number to be >=-1'],
    ['allowList.providers.openai.allowAll', 'Invalid input: expected boolean, received string'],
  ]);
  assert.equal(
    await paste(
      org.page,
      'organization-settings',
      '{"version": 3, "defaultSettings": {}, "allowList": {"allowAll": true, "providers": {}}}',
    ),
    ACCEPTED,
  );
  await org.context.close();
  const index = await openValidator('/features/codebase-indexing', 'codebase-index');
  await paste(
    index.page,
    'codebase-index',
    '{"codebaseIndexSearchMinScore": 1.5, "codebaseIndexSearchMaxResults": 9, "codebaseIndexEmbedderProvider": "bedrock"}',
  );
  assert.deepEqual(await problems(index.page, 'codebase-index'), [
    [
      'codebaseIndexEmbedderProvider',
      'Invalid option: expected one of "openai"|"ollama"|"openai-compatible"|"gemini"|"mistral"|"vercel-ai-gateway"',
    ],
    ['codebaseIndexSearchMinScore', 'Too big: expected number to be <=1'],
    ['codebaseIndexSearchMaxResults', 'Too small: expected number to be >=10'],
  ]);
  await paste(index.page, 'codebase-index', '{"codebaseIndexSearchMinScore": -0.1, "codebaseIndexSearchMaxResults": 201}');
  assert.deepEqual(await problems(index.page, 'codebase-index'), [
    ['codebaseIndexSearchMinScore', 'Too small: expected number to be >=0'],
    ['codebaseIndexSearchMaxResults', 'Too big: expected number to be <=200'],
  ]);
  const good = { codebaseIndexEnabled: true, codebaseIndexEmbedderProvider: 'ollama', codebaseIndexSearchMinScore: 0.4 };
  assert.equal(await paste(index.page, 'codebase-index', JSON.stringify(good)), ACCEPTED);
  await index.context.close();
});

test('marketplace item: each rule broken once gives its message at its path; valid mode and MCP items pass', async () => {
  const { context, page, errors } = await openValidator('/features/marketplace', 'marketplace-item');
  const mode = 'type: mode\nid: ""\nname: ""\ndescription: d\nauthorUrl: not a url\ncontent: ""\n';
  assert.equal(await paste(page, 'marketplace-item', mode), 'Roo Code 3.28.17 rejects this file: 4 problems.');
  assert.deepEqual(await problems(page, 'marketplace-item'), [
    ['id', 'Too small: expected string to have >=1 characters'],
    ['name', 'Name is required'],
    ['authorUrl', 'Author URL must be a valid URL'],
    ['content', 'Too small: expected string to have >=1 characters'],
  ]);
  const badMcp = 'type: mcp\nid: x\nname: X\ndescription: d\nurl: nope\ncontent: []\n';
  assert.equal(await paste(page, 'marketplace-item', badMcp), 'Roo Code 3.28.17 rejects this file: 1 problem.');
  assert.deepEqual(await problems(page, 'marketplace-item'), [['url', 'Invalid URL']]);
  assert.equal(
    await paste(page, 'marketplace-item', 'type: mode\nid: docs\nname: Docs\ndescription: d\ncontent: "slug: docs"\n'),
    ACCEPTED,
  );
  const mcp =
    'type: mcp\nid: tickets\nname: Tickets\ndescription: d\nurl: https://example.com/mcp\ncontent:\n  - name: npx\n    content: "{}"\n';
  assert.equal(await paste(page, 'marketplace-item', mcp), ACCEPTED);
  assert.deepEqual(errors, []);
  await context.close();
});

// Nine levels of nine aliases each: a billion nodes once expanded.
function aliasBomb(): string {
  let bomb = 'a: &a [x, x, x, x, x, x, x, x, x]\n';
  for (let i = 1; i < 10; i++) {
    const name = String.fromCharCode(97 + i);
    bomb += `${name}: &${name} [${Array(9)
      .fill(`*${String.fromCharCode(96 + i)}`)
      .join(', ')}]\n`;
  }
  return bomb;
}

const VALIDATOR_PAGES = [
  { path: '/features/custom-modes', kind: 'custom-modes', yaml: true, valid: GOOD_MODES },
  {
    path: '/features/marketplace',
    kind: 'marketplace-item',
    yaml: true,
    valid: 'type: mode\nid: docs\nname: Docs\ndescription: d\ncontent: "slug: docs"\n',
  },
  {
    path: '/features/settings-management',
    kind: 'settings-export',
    yaml: false,
    valid: '{"providerProfiles": {"currentApiConfigName": "Work", "apiConfigs": {"Work": {"apiProvider": "anthropic"}}}}',
  },
  { path: '/features/codebase-indexing', kind: 'codebase-index', yaml: false, valid: '{"codebaseIndexEnabled": true}' },
  {
    path: '/roo-code-cloud/login',
    kind: 'organization-settings',
    yaml: false,
    valid: '{"version": 3, "defaultSettings": {}, "allowList": {"allowAll": true, "providers": {}}}',
  },
] as const;

for (const { path, kind, yaml, valid } of VALIDATOR_PAGES) {
  test(`${kind}: hostile input is refused or handled without freezing or polluting the page`, async () => {
    const { context, page, errors, scripts } = await openValidator(path, kind);
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

test('marketplace item: prototype-pollution keys are reported, never applied', async () => {
  const { context, page, errors } = await openValidator('/features/marketplace', 'marketplace-item');
  const polluting = '{"__proto__": {"polluted": true}, "constructor": {"prototype": {"polluted": true}}, "type": "mcp"}';
  assert.equal(await paste(page, 'marketplace-item', polluting), 'Roo Code 3.28.17 rejects this file: 5 problems.');
  assert.equal(await page.evaluate(() => (Object.prototype as Record<string, unknown>).polluted), undefined);
  assert.deepEqual(errors, []);
  await context.close();
});

test('keyboard reachable, schema linked and served, no axe violations with results shown', async () => {
  const { context, page, box } = await openValidator('/features/custom-modes', 'custom-modes', { forAxe: true });
  await paste(page, 'custom-modes', BAD_MODES);
  const link = box.locator('a[href$=".schema.json"]');
  assert.equal(await link.getAttribute('href'), '/schemas/roomodes.schema.json');
  const schema = await fetch(`${site.url}/schemas/roomodes.schema.json`);
  assert.equal(schema.status, 200);
  assert.equal(((await schema.json()) as { title: string }).title, 'Roo Code custom modes');
  await link.focus();
  await page.keyboard.press('Tab');
  assert.equal(await page.evaluate(() => document.activeElement?.id), 'file-check-custom-modes');
  await page.keyboard.press('Tab');
  assert.equal(await page.evaluate(() => document.activeElement?.hasAttribute('data-skeleton')), true);
  assert.equal(await box.locator('[role="status"]').getAttribute('aria-live'), 'polite');
  assert.deepEqual(await violations(page), []);
  await context.close();
});

test('without JavaScript every validator page is readable and its box is a labelled text field', async () => {
  const context = await site.browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  for (const { path, kind } of VALIDATOR_PAGES) {
    await page.goto(`${site.url}${path}`);
    assert.ok(((await page.locator('main h1').textContent()) ?? '').length > 0, path);
    assert.ok(
      ((await page.locator('main .markdown').textContent()) ?? '').length > 1000,
      `${path}: the page's prose is in its HTML`,
    );
    const field = page.locator(`textarea#file-check-${kind}`);
    assert.equal(await field.count(), 1, path);
    assert.equal(await page.locator(`label[for="file-check-${kind}"]`).count(), 1, path);
    await field.fill('{"anything": true}');
    assert.equal(await field.inputValue(), '{"anything": true}');
  }
  assert.equal(
    await page.locator('label[for="file-check-organization-settings"]').textContent(),
    'Check an organization settings document',
  );
  await context.close();
});
