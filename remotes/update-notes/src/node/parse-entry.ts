import { parse } from 'yaml';
import { formatZodError } from '@roo-docs/schemas';
import { entryFrontmatterSchema, type Entry } from './entry-schema.ts';
import { checkBody } from './body-rules.ts';
import { checkBodyMdx } from './body-mdx.ts';

/** A refused entry: the message names the file, then one `field: reason` line per problem. */
export class EntryError extends Error {
  constructor(
    readonly file: string,
    readonly problems: string[],
  ) {
    super(`${file}: invalid release-notes entry:\n  ${problems.join('\n  ')}`);
  }
}

const FRONTMATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;

/**
 * Reads one entry file's text; `file` is how errors name it and, unless `checkName` is off (a
 * release's draft file), must be `v<version>.mdx`. The body's MDX is
 * inspected as a tree; nothing in it is compiled or run here.
 */
export function parseEntry(text: string, file: string, checkName = true): Entry {
  const match = FRONTMATTER.exec(text);
  if (!match) throw new EntryError(file, ['frontmatter: missing (the file must start with a --- block)']);
  let raw: unknown;
  try {
    // Failsafe: every scalar stays a string, so 3.10 is not read as the number 3.1.
    raw = parse(match[1]!, { schema: 'failsafe' });
  } catch (error) {
    throw new EntryError(file, [`frontmatter: not valid YAML (${(error as Error).message.split('\n')[0]})`]);
  }
  const parsed = entryFrontmatterSchema.safeParse(raw ?? {});
  if (!parsed.success) throw new EntryError(file, formatZodError(parsed.error));
  const expectedName = `v${parsed.data.version}.mdx`;
  const problems: string[] = [];
  if (checkName && !file.endsWith(`/${expectedName}`) && file !== expectedName)
    problems.push(`version: ${parsed.data.version} must live in a file named ${expectedName}`);
  const body = text.slice(match[0].length);
  const bodyLine = match[0].split('\n').length - 1;
  problems.push(...checkBody(parsed.data.kind, body, bodyLine + 1), ...checkBodyMdx(body, bodyLine + 1));
  if (problems.length) throw new EntryError(file, problems);
  return { ...parsed.data, file, bodyLine, body };
}
