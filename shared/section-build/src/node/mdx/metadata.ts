import { readFile } from 'node:fs/promises';
import { compile } from '@mdx-js/mdx';
import { VFile } from 'vfile';
import { z } from 'zod';
import type { Heading } from '@roo-docs/schemas';
import { formatZodError } from '@roo-docs/schemas';
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
}

/**
 * Reads one MDX page without highlighting: frontmatter, headings and links.
 * Compiling (not just parsing) also proves the JSX in the page is valid.
 */
export async function readPageMetadata(filePath: string): Promise<PageMetadata> {
  const file = new VFile({ path: filePath, value: await readFile(filePath, 'utf8') });
  await compile(file, { remarkPlugins: [...remarkPlugins(false), remarkFrontmatterData] });
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
