import { PATCH_GROUPS } from './entry-schema.ts';

/** Lines outside fenced code blocks, with their 1-based number in the body. */
function proseLines(body: string): { text: string; line: number }[] {
  const out: { text: string; line: number }[] = [];
  let fence = false;
  body.split('\n').forEach((text, i) => {
    if (/^\s*(```|~~~)/.test(text)) fence = !fence;
    else if (!fence) out.push({ text, line: i + 1 });
  });
  return out;
}

/**
 * The body rules (`firstLine`: the body's line in the file, so problems name file lines) of an entry: the build generates the title, date, patch list and links to the
 * neighbouring releases, so the body holds only the changes, grouped the same way in every patch.
 */
export function checkBody(kind: 'series' | 'patch', body: string, firstLine = 1): string[] {
  const problems: string[] = [];
  const lines = proseLines(body).map((l) => ({ ...l, line: l.line + firstLine - 1 }));
  if (!lines.some((l) => l.text.trim())) return ['body: empty (describe the changes of the release)'];
  const h2: { text: string; line: number }[] = [];
  for (const l of lines) {
    if (/^#\s/.test(l.text)) problems.push(`body, line ${l.line}: no '#' heading (the title comes from the frontmatter)`);
    const m = /^##\s+(.+?)\s*$/.exec(l.text);
    if (m) h2.push({ text: m[1]!, line: l.line });
  }
  for (const h of h2) {
    if (/^(see also|previous|next)\b/i.test(h.text))
      problems.push(`body, line ${h.line}: '## ${h.text}': links to other releases are generated, leave them out`);
  }
  if (kind === 'patch') {
    if (!h2.length) problems.push(`body: a patch groups its changes under ## ${PATCH_GROUPS.join(', ## ')}`);
    let last = -1;
    for (const h of h2) {
      const at = (PATCH_GROUPS as readonly string[]).indexOf(h.text);
      if (at < 0) problems.push(`body, line ${h.line}: '## ${h.text}' is not a group; use one of: ${PATCH_GROUPS.join(', ')}`);
      else if (at <= last)
        problems.push(`body, line ${h.line}: '## ${h.text}' is out of order or repeated (order: ${PATCH_GROUPS.join(', ')})`);
      else last = at;
    }
  }
  return problems;
}
