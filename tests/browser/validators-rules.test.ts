import assert from 'node:assert/strict';
import { ACCEPTED, openValidator, paste, problems } from '../support/validator-page.ts';
import { BAD_MODES, DUPLICATE_SLUGS, GOOD_MODES } from '../support/validator-inputs.ts';
import { test } from '@rstest/core';
import { BOTH_TARGETS, withSite } from '../support/with-site.ts';

const site = withSite('validators-rules', { targets: BOTH_TARGETS });

test('custom modes: the schemas load only on input; each broken rule shows its message at its path', async () => {
  const { context, page, errors, scripts, box, status } = await openValidator(site, '/features/custom-modes', 'custom-modes');
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
  const { context, page, errors } = await openValidator(site, '/features/settings-management', 'settings-export');
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
  const org = await openValidator(site, '/roo-code-cloud/login', 'organization-settings');
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
  const index = await openValidator(site, '/features/codebase-indexing', 'codebase-index');
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
  const { context, page, errors } = await openValidator(site, '/features/marketplace', 'marketplace-item');
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

test('marketplace item: prototype-pollution keys are reported, never applied', async () => {
  const { context, page, errors } = await openValidator(site, '/features/marketplace', 'marketplace-item');
  const polluting = '{"__proto__": {"polluted": true}, "constructor": {"prototype": {"polluted": true}}, "type": "mcp"}';
  assert.equal(await paste(page, 'marketplace-item', polluting), 'Roo Code 3.28.17 rejects this file: 5 problems.');
  assert.equal(await page.evaluate(() => (Object.prototype as Record<string, unknown>).polluted), undefined);
  assert.deepEqual(errors, []);
  await context.close();
});
