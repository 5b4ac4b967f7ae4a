import type { z } from 'zod';

/** One line per problem, each with the path of the offending field: `sections.features.routes: Must start with …`. */
export function formatZodError(error: z.ZodError): string[] {
  return error.issues.map((issue) => {
    const where = issue.path.length ? issue.path.map(String).join('.') : '(root)';
    return `${where}: ${issue.message}`;
  });
}

/** Parse or throw an Error whose message names the document and lists every problem. */
export function parseOrThrow<T>(schema: z.ZodType<T>, value: unknown, what: string): T {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw new Error(`Invalid ${what}:\n  ${formatZodError(result.error).join('\n  ')}`);
}
