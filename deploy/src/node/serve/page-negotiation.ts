import Negotiator from 'negotiator';
import { MARKDOWN_CONTENT_TYPE, markdownFileOf } from '@roo-docs/schemas/contract';
import { sitePath } from './site-path.ts';

/** What a page URL can answer with; the first is what a client gets that prefers neither. */
const PAGE_TYPES = ['text/html', 'text/markdown'];

/** Every answer to a page URL depends on Accept (and on Accept-Encoding, as every text file's). */
export const PAGE_VARY = 'Accept, Accept-Encoding';

/**
 * Whether a request's Accept header prefers Markdown to HTML, by RFC 9110's rules (negotiator):
 * `text/markdown` must be named and weigh at least as much as HTML. A browser's
 * `text/html,…,*\/*;q=0.8` gets HTML; `text/markdown`, or `text/markdown, text/html;q=0.9`, gets
 * Markdown; `*\/*` alone gets HTML. Cheap for browsers: a header not naming Markdown is not parsed.
 */
export function prefersMarkdown(accept: string | undefined): boolean {
  if (!accept?.toLowerCase().includes('markdown')) return false;
  return new Negotiator({ headers: { accept } }).mediaType(PAGE_TYPES) === 'text/markdown';
}

export interface PageAnswer {
  /**
   * Site-relative files to send, the first that exists: the page's twin (`/a/b` and `/a/b/` both
   * `a/b.md`) for Markdown, its HTML otherwise. A page without a twin sends its HTML (`fallback`).
   */
  files: string[];
  fallback: string | null;
  contentType: string;
  markdown: boolean;
  vary: string;
}

/**
 * Which file answers a request for a page URL with this Accept header: the page's Markdown twin
 * when the client prefers Markdown, else its HTML. Null for a URL that is not a page (a file with
 * an extension, a build folder, a path no public file has): the caller serves those as it does
 * any file. Shared by the embedded server and any other server of the published folder.
 */
export function pageAnswerFor(accept: string | undefined, urlPath: string): PageAnswer | null {
  const path = sitePath(urlPath);
  if (path === null || path.startsWith('/_') || /\.[^/]*$/.test(path)) return null;
  const folder = path.replace(/^\/+|\/+$/g, '');
  const html = folder ? `${folder}/index.html` : 'index.html';
  if (!prefersMarkdown(accept))
    return { files: [html], fallback: null, contentType: 'text/html; charset=utf-8', markdown: false, vary: PAGE_VARY };
  return { files: [markdownFileOf(path)], fallback: html, contentType: MARKDOWN_CONTENT_TYPE, markdown: true, vary: PAGE_VARY };
}
