import { PassThrough } from 'node:stream';
import type { SectionName } from '@roo-docs/schemas/contract';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { App } from '../shared/App.tsx';
import { buildNavModel, navSectionOf } from '../shared/nav-model.ts';
import { PageSourceContext, type PageSource } from '../shared/pages.ts';
import { REDIRECTS } from '../shared/redirects.ts';
import { SiteContext } from '../shared/site-context.ts';
import { trimSiteData } from '../shared/trim-nav.ts';
import { withoutSidebars } from '../shared/sidebar-markup.ts';
import type { RenderInput, ShellSsr } from './hand-off.ts';
import { htmlDocument } from './html-document.ts';
import { documentKey } from './document-key.ts';
import { markdownPathOf } from '@roo-docs/schemas/contract';

export { REDIRECTS, navSectionOf, documentKey };
export { htmlDocument } from './html-document.ts';
export type { RenderInput, ShellAssets } from './hand-off.ts';

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  const through = stream.pipe(new PassThrough());
  for await (const chunk of through) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

/** Prerenders one page (or the not-found page) to a complete HTML document. */
export async function renderDocument(input: RenderInput): Promise<string> {
  // The page is rendered from, and inlines, only the navigation it shows; the client hydrates
  // from the same data, so both draw the same sidebar.
  const site = trimSiteData(input.site);
  const model = buildNavModel(site.nav, site);
  const source: PageSource = {
    read(path) {
      if (input.page && path === input.page.path) return input.page.module;
      throw new Error(`Prerender of ${input.page?.path ?? 'not-found'} tried to read ${path}`);
    },
    forget() {},
  };
  const search = !input.page && input.shellPage === 'search';
  const sectionBuild = (section: SectionName) => input.site.remotes.sections[section]?.buildId ?? null;
  const location = input.page?.path ?? (search ? '/search' : '/404.html');
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <StaticRouter location={location}>
      <SiteContext.Provider value={{ model, redirects: REDIRECTS, preload: async () => {}, sectionBuild }}>
        <PageSourceContext.Provider value={source}>
          <App />
        </PageSourceContext.Provider>
      </SiteContext.Provider>
    </StaticRouter>,
    {
      onError: (error) => void errors.push(error),
      // A static page is complete when served: every boundary stays inline. React otherwise
      // outlines a large page body behind its fallback and swaps it in with an inline script,
      // which leaves readers without JavaScript looking at a spinner.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    },
  );
  const body = await streamToString(prelude);
  if (errors.length) throw new Error(`Prerender of ${location} failed`, { cause: errors[0] });
  const fm = input.page?.module.frontmatter;
  const fallback = search
    ? { title: 'Search', description: 'Search every section of the Roo Code documentation.' }
    : { title: 'Page not found', description: 'This page does not exist on the Roo Code documentation site.' };
  return htmlDocument({
    title: fm?.title ?? fallback.title,
    description: fm?.description ?? fallback.description,
    path: input.page?.path ?? (search ? '/search' : null),
    markdown: input.page ? markdownPathOf(input.page.path) : null,
    body,
    // A page drawn with its sidebar (DocLayout's rule) lets the markup carry it.
    site: input.page && model.order.some((o) => o.path === input.page!.path) ? withoutSidebars(site) : site,
    assets: input.assets,
    meta: input.page?.module.meta,
  });
}

// Deploy loads this module as a ShellSsr (hand-off.ts): a change here that breaks the hand-off fails to compile.
void ({ renderDocument, navSectionOf, REDIRECTS, documentKey } satisfies ShellSsr);
