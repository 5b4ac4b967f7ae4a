import { readFile } from 'node:fs/promises';
import { VFile } from 'vfile';
import type { Root as Root } from 'mdast';
import { z } from 'zod';
import type { Heading } from '@roo-docs/schemas';
import { formatZodError } from '@roo-docs/schemas';
import { mdxPackages } from './packages.ts';
import { remarkPlugins } from './pipeline.ts';
import { remarkFrontmatterData } from './remark-frontmatter-data.ts';

export const frontmatterSchema = z.object({
  title: z.string().min(1),
  description: z.string().min(1),
  sidebar_label: z.string().min(1).optional(),
});
export type Frontmatter = z.infer<typeof frontmatterSchema>;

export interface PageMetadata {
  frontmatter: Frontmatter;
  toc: Heading[];
  links: { url: string; line: number | undefined }[];
  warnings: string[];
  /** Only the frontmatter was read (`readFrontmatterOnly`): headings and links are not known yet. */
  partial?: true;
}

export interface ReadPageOptions {
  /** False: parse only (see below). */
  compile?: boolean;
  /** The page's text when the caller has read it already. */
  text?: string;
  /** Given the page's syntax tree after the site's remark plugins (`compile: false` only), for checks of its own. */
  onTree?: (tree: Root) => void;
}

/**
 * Reads one MDX page without highlighting: frontmatter, headings and links.
 * Compiling (not just parsing) also proves the JSX in the page is valid; `compile: false` reads
 * the same metadata at half the cost, for the dev server, whose bundler compiles a page when it is shown.
 */
export async function readPageMetadata(
  filePath: string,
  { compile: compiled = true, text, onTree }: ReadPageOptions = {},
): Promise<PageMetadata> {
  const file = new VFile({ path: filePath, value: text ?? (await readFile(filePath, 'utf8')) });
  const { compile, unified, remarkParse, remarkMdx } = await mdxPackages();
  const plugins = [...remarkPlugins(false), remarkFrontmatterData];
  if (compiled) await compile(file, { remarkPlugins: plugins });
  else {
    const processor = unified().use(remarkParse).use(remarkMdx).use(plugins);
    const tree = (await processor.run(processor.parse(file), file)) as Root;
    onTree?.(tree);
  }
  const parsed = frontmatterSchema.safeParse(file.data.frontmatter);
  if (!parsed.success) {
    throw new Error(`${filePath}: invalid frontmatter:\n  ${formatZodError(parsed.error).join('\n  ')}`);
  }
  return {
    frontmatter: parsed.data,
    toc: file.data.toc ?? [],
    links: file.data.links ?? [],
    warnings: file.messages.map((m) => `${filePath}:${m.line ?? 0}: ${m.reason}`),
  };
}
