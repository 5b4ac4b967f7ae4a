const REPO = 'https://github.com/RooCodeInc/Roo-Code';

// `#1234` and `@name` in running text; not inside words, URLs, link text targets or code.
const REFERENCE = /(?<![\w/&#[`@.-])(#(\d{2,6})|@([A-Za-z0-9](?:[A-Za-z0-9-]{0,38})))(?![\w\]-])/g;

// Inline code and existing links are left alone: split out, only the plain parts are read.
const CODE_OR_LINK = /(`[^`]*`|\[[^\]]*\]\([^)]*\))/;

function linkLine(line: string, issues: ReadonlySet<string>): string {
  return line
    .split(CODE_OR_LINK)
    .map((part, i) =>
      i % 2
        ? part
        : part.replace(REFERENCE, (all, _ref, pr?: string, user?: string) =>
            pr ? `[#${pr}](${REPO}/${issues.has(pr) ? 'issues' : 'pull'}/${pr})` : `[@${user}](https://github.com/${user})`,
          ),
    )
    .join('');
}

/** The lines of a body the build links references in: outside code blocks and headings. */
function proseLines(body: string): { text: string; prose: boolean }[] {
  let fence = false;
  return body.split('\n').map((text) => {
    if (/^\s*(```|~~~)/.test(text)) fence = !fence;
    return { text, prose: !(fence || /^\s*(```|~~~)/.test(text) || /^#{1,6}\s/.test(text)) };
  });
}

/** The `#1234` numbers of a body that the build turns into links, in order of appearance. */
export function referencedNumbers(body: string): string[] {
  return proseLines(body)
    .filter((l) => l.prose)
    .flatMap((l) => l.text.split(CODE_OR_LINK).filter((_, i) => i % 2 === 0))
    .flatMap((part) => [...part.matchAll(REFERENCE)].flatMap((m) => m[2] ?? []));
}

/**
 * Turns the `#1234` and `@name` references of an entry body into links, outside code blocks and
 * headings. A number in `issues` links to the issue, any other to the pull request.
 */
export function linkReferences(body: string, issues: ReadonlySet<string> = new Set()): string {
  return proseLines(body)
    .map((l) => (l.prose ? linkLine(l.text, issues) : l.text))
    .join('\n');
}
