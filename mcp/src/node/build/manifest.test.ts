import assert from 'node:assert/strict';
import { test } from '@rstest/core';
import { DOCS_MCP_BIN, DOCS_MCP_PACKAGE, docsMcpSettingsText } from '@roo-docs/schemas/contract';
import { BUNDLE_FILE } from './bundle-config.ts';
import { publishManifest, publishReadme } from './manifest.ts';

test('the published manifest is the contract’s package and bin, with the bundle and no dependencies', () => {
  const manifest = publishManifest({ version: '1.2.3', description: 'd' });
  assert.equal(manifest.name, DOCS_MCP_PACKAGE);
  assert.equal(manifest.version, '1.2.3');
  assert.deepEqual(manifest.bin, { [DOCS_MCP_BIN]: `./${BUNDLE_FILE}` });
  assert.deepEqual(manifest.files, [BUNDLE_FILE, 'README.md']);
  assert.equal(manifest.type, 'module');
  assert.ok(!('private' in manifest) && !('dependencies' in manifest));
});

test('the README gives the settings entry the docs page gives', () => {
  assert.ok(publishReadme().includes(docsMcpSettingsText('stdio')));
});
