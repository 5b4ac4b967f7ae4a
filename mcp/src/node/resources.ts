import { ResourceTemplate, type McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { MARKDOWN_CONTENT_TYPE } from '@roo-docs/schemas/contract';
import type { DocsSite } from './site/docs-site.ts';
import { readPage } from './tools/read-page.ts';

/** A page's resource URI: `roo-docs://page/features/checkpoints` (`roo-docs://page/` for the home page). */
export const PAGE_URI_PREFIX = 'roo-docs://page';
export const pageUri = (route: string) => `${PAGE_URI_PREFIX}${route}`;

/**
 * Every live page as a resource whose text is its Markdown twin. The list is the live route
 * tables', so a page a release adds is listed by the next call.
 */
export function registerPageResources(server: McpServer, site: DocsSite): void {
  const template = new ResourceTemplate(`${PAGE_URI_PREFIX}{+path}`, {
    list: async () => ({
      resources: (await site.pages()).map((p) => ({
        uri: pageUri(p.path),
        name: p.path,
        title: p.title,
        description: p.description,
        mimeType: MARKDOWN_CONTENT_TYPE,
      })),
    }),
  });
  server.registerResource(
    'page',
    template,
    { title: 'Docs page', description: 'A page of the Roo Code docs as Markdown', mimeType: MARKDOWN_CONTENT_TYPE },
    async (uri, { path }) => {
      const page = await readPage(site, { path: String(Array.isArray(path) ? path.join('/') : (path ?? '/')) || '/' });
      return { contents: [{ uri: uri.href, mimeType: MARKDOWN_CONTENT_TYPE, text: page.markdown }] };
    },
  );
}
