import { DOCS_MCP_PAGE, markdownPathOf, markdownUrlOf } from '@roo-docs/schemas/contract';

/** Where "Use these docs in Roo Code" leads: the page on the docs' own MCP server. */
export const DOCS_IN_ROO_CODE_PAGE = DOCS_MCP_PAGE;

/** What a chat assistant is asked to do with a page: read its Markdown twin, then take questions. */
export const assistantPrompt = (route: string) =>
  `Read ${markdownUrlOf(route)}, a page of the Roo Code documentation in Markdown, so that I can ask you questions about it.`;

export interface PageLinks {
  /** The twin on this site (same origin): what Copy page fetches and View as Markdown opens. */
  markdown: string;
  chatgpt: string;
  claude: string;
  docsInRooCode: string;
}

/** The links of a page's actions; the assistants get the public URL of the twin in their prompt. */
export function pageLinks(route: string): PageLinks {
  const q = encodeURIComponent(assistantPrompt(route));
  return {
    markdown: markdownPathOf(route),
    chatgpt: `https://chatgpt.com/?q=${q}`,
    claude: `https://claude.ai/new?q=${q}`,
    docsInRooCode: DOCS_IN_ROO_CODE_PAGE,
  };
}
