import type { PullRequest } from './pull-request-data.ts';

export const REPOSITORY = 'https://github.com/RooCodeInc/Roo-Code';

export const pullLink = (p: Pick<PullRequest, 'n'>) => `[#${p.n}](${REPOSITORY}/pull/${p.n})`;

/**
 * Text from a pull request's title, safe in MDX prose: braces, tags and Markdown marks escaped, and
 * each `#number` linked, to the issue when an entry lists it as one (`Add caching (#5791)`).
 */
export function titleText(title: string, issues: ReadonlySet<string> = new Set()): string {
  return title
    .replace(/[\\`*_[\]{}<>|]/g, (c) => (c === '<' ? '&lt;' : c === '>' ? '&gt;' : `\\${c}`))
    .replace(/(?<![\w/&])#(\d{1,6})\b/g, (_, n: string) => `[#${n}](${REPOSITORY}/${issues.has(n) ? 'issues' : 'pull'}/${n})`);
}

// Automation is named in words, never linked as a person (see docs/writing-release-notes.md).
const BOT_NAMES: Record<string, string> = {
  'roomote[bot]': 'Roomote',
  'renovate[bot]': 'Renovate',
  'github-actions[bot]': 'GitHub Actions',
  'dependabot[bot]': 'Dependabot',
  'ellipsis-dev[bot]': 'Ellipsis',
  'R00-B0T': 'the release bot',
};

/** Who opened a pull request, as a page shows it: a profile link, a bot in words, or nothing when unknown. */
export function authorText(author: string | null): string {
  if (!author) return '';
  const bot = BOT_NAMES[author] ?? (author.endsWith('[bot]') ? author.slice(0, -5) : undefined);
  return bot ? ` — by ${bot}` : ` — [@${author}](https://github.com/${author})`;
}

/** `#6167 Add support for message queueing — @author`, as one Markdown list item's text. */
export const pullLine = (p: PullRequest, issues?: ReadonlySet<string>) =>
  `${pullLink(p)} ${titleText(p.title, issues)}${authorText(p.author)}`;
