const REPO = 'https://github.com/RooCodeInc/Roo-Code';

// `#1234` and `@name` in running text; not inside words, URLs, link text targets or code.
const REFERENCE = /(?<![\w/&#[`@.-])(#(\d{2,6})|@([A-Za-z0-9](?:[A-Za-z0-9-]{0,38})))(?![\w\]-])/g;

function linkLine(line: string, issues: ReadonlySet<string>): string {
  // Leave inline code and existing links alone: split them out, link only the plain parts.
  return line
    .split(/(`[^`]*`|\[[^\]]*\]\([^)]*\))/)
    .map((part, i) =>
      i % 2
        ? part
        : part.replace(REFERENCE, (all, _ref, pr?: string, user?: string) =>
            pr ? `[#${pr}](${REPO}/${issues.has(pr) ? 'issues' : 'pull'}/${pr})` : `[@${user}](https://github.com/${user})`,
          ),
    )
    .join('');
}

/**
 * Turns the `#1234` and `@name` references of an entry body into links, outside code blocks and
 * headings. A number in `issues` links to the issue, any other to the pull request.
 */
export function linkReferences(body: string, issues: ReadonlySet<string> = new Set()): string {
  let fence = false;
  return body
    .split('\n')
    .map((line) => {
      if (/^\s*(```|~~~)/.test(line)) fence = !fence;
      if (fence || /^\s*(```|~~~)/.test(line) || /^#{1,6}\s/.test(line)) return line;
      return linkLine(line, issues);
    })
    .join('\n');
}
