/**
 * Where a frontmatter problem is: the line of the first field the message names (`title: …`),
 * or the opening `---` when the field is missing. Null for other messages.
 */
export function frontmatterPlace(text: string, message: string): { line: number; column: number } | null {
  if (!/invalid frontmatter/.test(message)) return null;
  const field = /^\s+(\w+): /m.exec(message.split('invalid frontmatter')[1] ?? '')?.[1];
  const lines = text.split('\n');
  const close = lines.indexOf('---', 1);
  const at = field ? lines.slice(0, close === -1 ? lines.length : close).findIndex((l) => l.startsWith(`${field}:`)) : -1;
  return at === -1 ? { line: 1, column: 1 } : { line: at + 1, column: field!.length + 3 };
}
