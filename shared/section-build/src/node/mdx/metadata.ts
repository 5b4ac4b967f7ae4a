import { readFile } from 'node:fs/promises';
import { VFile } from 'vfile';
import { z } from 'zod';
import type { Heading } from '@roo-docs/schemas';
import { formatZodError } from '@roo-docs/schemas';
import { mdxPackages } from './packages.ts';
import { remarkPlugins } from './pipeline.ts';
import { remarkFrontmatterData } from './remark-frontmatter-data.ts';
import type { PageLink } from './remark-links.ts';
import { remarkPageUses, type PageUse } from './remark-page-uses.ts';
import type { PagePlace } from '../problems/problem.ts';

export const frontmatterSchema = z.object({
  title: z.string().min(1),
  description: z.string().min(1),
  sidebar_label: z.string().min(1).optional(),
});
export type Frontmatter = z.infer<typeof frontmatterSchema>;

export interface PageMetadata {
  frontmatter: Frontmatter;
  toc: Heading[];
  links: PageLink[];
  /** What the site's plugins noted without stopping the page (an h1 in its body), where. */
  warnings: PagePlace[];
  /** The kit's components the page uses, for the page rules (section-build's rules/). */
  uses: PageUse[];
  /** Only the frontmatter was read (`readFrontmatterOnly`): headings and links are not known yet. */
  partial?: true;
}

export interface ReadPageOptions {
  /** False: parse only (see below). */
  compile?: boolean;
  /** The page's text when the caller has read it already. */
  text?: string;
}

/**
 * Reads one MDX page without highlighting: frontmatter, headings, links and the kit's components
 * it uses. Compiling also runs MDX's steps after the syntax tree (what a check of one page by hand
 * wants); `compile: false` parses and runs the site's remark plugins only, the same metadata at
 * half the cost: the section compiler reads so, as the bundler compiles each page anyway.
 */
export async function readPageMetadata(
  filePath: string,
  { compile: compiled = true, text }: ReadPageOptions = {},
): Promise<PageMetadata> {
  const file = new VFile({ path: filePath, value: text ?? (await readFile(filePath, 'utf8')) });
  const { compile, unified, remarkParse, remarkMdx } = await mdxPackages();
  const plugins = [...remarkPlugins(false), remarkFrontmatterData, remarkPageUses];
  if (compiled) await compile(file, { remarkPlugins: plugins });
  else {
    const processor = unified().use(remarkParse).use(remarkMdx).use(plugins);
    await processor.run(processor.parse(file), file);
  }
  const parsed = frontmatterSchema.safeParse(file.data.frontmatter);
  if (!parsed.success) {
    throw new Error(`${filePath}: invalid frontmatter:\n  ${formatZodError(parsed.error).join('\n  ')}`);
  }
  return {
    frontmatter: parsed.data,
    toc: file.data.toc ?? [],
    links: file.data.links ?? [],
    warnings: file.messages.map((m) => ({ line: m.line ?? undefined, column: m.column ?? undefined, reason: m.reason })),
    uses: file.data.uses ?? [],
  };
}
