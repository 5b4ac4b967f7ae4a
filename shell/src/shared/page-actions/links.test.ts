import { expect, test } from '@rstest/core';
import { pageLinks } from './links.ts';

test('the assistants are asked to read the twin at its public URL; View as Markdown stays on this site', () => {
  const links = pageLinks('/features/checkpoints');
  expect(links.markdown).toBe('/features/checkpoints.md');
  for (const [host, url] of [
    ['https://chatgpt.com/?q=', links.chatgpt],
    ['https://claude.ai/new?q=', links.claude],
  ] as const) {
    expect(url.startsWith(host)).toBe(true);
    expect(decodeURIComponent(url.slice(host.length))).toContain('https://docs.roocode.com/features/checkpoints.md');
  }
  expect(links.docsInRooCode).toBe('/features/mcp/docs-server');
});
