import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test } from '@rstest/core';
import { MARKDOWN_TWINS_FILE } from '@roo-docs/schemas';
import { DOCS_MCP_PACKAGE, DOCS_MCP_PAGE, DOCS_MCP_SERVER_NAME, docsMcpSettingsText } from '@roo-docs/schemas/contract';
import { builtSection } from './built-section.ts';
import { REPO_ROOT } from './sections.ts';

/**
 * The docs MCP server's entry reaches readers only as the contract writes it: the page shows both
 * transports' entries (in its Markdown twin too, where an agent reads it), and no page types the
 * package or the server's key by hand, which would go stale when the contract changes.
 */
export function checkDocsMcpPage() {
  test(
    'features: the docs MCP page shows the contract’s stdio and http entries, in its twin too',
    { timeout: 120_000 },
    async () => {
      const build = await builtSection('features');
      const twins = JSON.parse(await readFile(join(build.dir, MARKDOWN_TWINS_FILE), 'utf8')) as Record<string, string>;
      const twin = twins[DOCS_MCP_PAGE];
      expect(twin, `no twin for ${DOCS_MCP_PAGE}`).toBeDefined();
      for (const transport of ['stdio', 'http'] as const) expect(twin).toContain(docsMcpSettingsText(transport).trimEnd());
    },
  );

  test('no page types the docs MCP entry by hand', async () => {
    const typed: string[] = [];
    // Every MDX file of the remotes: pages, release-note entries, section intros.
    const files = (await readdir(join(REPO_ROOT, 'remotes'), { recursive: true })).filter(
      (f) => f.endsWith('.mdx') && !/(^|\/)(node_modules|dist)\//.test(f),
    );
    for (const file of files) {
      const text = await readFile(join(REPO_ROOT, 'remotes', file), 'utf8');
      if (text.includes(DOCS_MCP_PACKAGE) || text.includes(`"${DOCS_MCP_SERVER_NAME}"`)) typed.push(file);
    }
    expect(files.length).toBeGreaterThan(30);
    expect(typed).toEqual([]);
  });
}
