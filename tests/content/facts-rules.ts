import { labels, settings } from '@roo-docs/mdx-kit/facts';
import { staleWordingRules } from './facts-stale-wordings.ts';

/** A place where a page spells by hand what the facts module holds, or repeats a known error. */
export interface FactViolation {
  line: number;
  rule: string;
  text: string;
}

export interface FactRule {
  name: string;
  pattern: RegExp;
  /** A line that also matches this renders the fact through its component, so it is not a violation. */
  unless?: RegExp;
  /** Release notes record what a version changed then, so rules about today's behaviour skip them. */
  pagesOnly?: boolean;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const MODIFIER = '(?:Ctrl|Control|Cmd|Command|Alt|Option|Opt|Shift|⌘|⌥|⇧)';

const rules: FactRule[] = [
  {
    name: 'key chord typed by hand: use <Shortcut id="…"/>',
    pattern: new RegExp(`\\b${MODIFIER}\\s*\\+|<Kbd>\\s*${MODIFIER}\\s*</Kbd>`),
  },
  ...Object.entries(settings)
    .filter(([, s]) => s.scope === 'vscode')
    .map(([id, s]) => ({
      name: `setting key typed by hand: use <Setting id="${id}" show="key"/>`,
      pattern: new RegExp(`${escape(s.key)}\\b`),
    })),
  ...Object.entries(settings).map(([id, s]) => ({
    name: `setting label typed by hand: use <Setting id="${id}"/>`,
    pattern: new RegExp(`\\*\\*${escape(s.label)}\\*\\*`),
  })),
  // Single words ('Settings', 'Context') are too common to police; labels of two words or more are distinctive.
  ...Object.entries(labels)
    .filter(([, l]) => l.text.includes(' '))
    .map(([id, l]) => ({
      name: `UI label typed by hand: use <Label id="${id}"/>`,
      pattern: new RegExp(`\\*\\*${escape(l.text)}\\*\\*`, 'i'),
    })),
  // Errors readers found on earlier pages; each is false for 3.28.17.
  { name: 'allowPublicTaskSharing does not exist in 3.28.17', pattern: /allowPublicTaskSharing/ },
  { name: 'the image button shows an image icon, not a camera', pattern: /\bcamera\b/i },
  { name: 'an @-mention does not override .rooignore: use <Fact id="rooignoreMentions"/>', pattern: /deliberate request/i },
  { name: 'the sources describe no Team plan or Team trial', pattern: /\bTeam (plan|trial)\b/i },
  // Shared facts that pages spelled by hand, differently, before they moved into the facts module and the catalogue.
  {
    name: 'the auto-approve control\'s place typed by hand: use <Label id="autoApproveMenu" show="location"/>',
    pattern: /auto-?approve (control|menu|bar|dropdown|button)\b[^.]*\b(above|below|under|beneath|beside|next to)\b/i,
    unless: /<Label id="autoApproveMenu" show="location"\/>/,
    pagesOnly: true,
  },
  {
    name: 'a setting\'s default typed by hand: use <Setting id="…" show="default"/>',
    pattern:
      /\b(index(ing)?|checkpoints?|todo list|diff editing)\b[^.]*\b(is|are) (off|on|disabled|enabled|unchecked|checked) by default/i,
    pagesOnly: true,
  },
  {
    name: 'a tool\'s availability typed by hand: use <ToolAvailability tool="…"/>',
    pattern: /\bOffered (only )?(when|while|once|unless)\b/,
    pagesOnly: true,
  },
  {
    name: 'a zero cost is not shown: use <Fact id="zeroCostHidden"/>',
    pattern: /\bcost of (zero|\$?0(\.0+)?)\b|\bshows? (a )?(\$0|zero cost)/i,
    pagesOnly: true,
  },
  {
    name: 'a url entry without type is read as SSE, not rejected',
    pattern: /(without|but no|leaving out)\s+`?type`?[^.]*\b(rejected|an error)\b/i,
  },
  { name: 'codebase_search is offered while indexing runs', pattern: /(finished its first index|index must be ready)/i },
  ...staleWordingRules,
];

/** Lines of an MDX page outside fenced code, with their 1-based numbers. */
function proseLines(source: string): { line: number; text: string }[] {
  const out: { line: number; text: string }[] = [];
  let fence: string | null = null;
  source.split('\n').forEach((text, i) => {
    const m = /^\s*(```+|~~~+)/.exec(text);
    if (m) {
      if (fence === null) fence = m[1]!;
      else if (m[1]!.startsWith(fence)) fence = null;
      return;
    }
    if (fence === null) out.push({ line: i + 1, text });
  });
  return out;
}

export function findFactViolations(source: string, options: { releaseNote?: boolean } = {}): FactViolation[] {
  const active = rules.filter((rule) => !(options.releaseNote && rule.pagesOnly));
  const found: FactViolation[] = [];
  for (const { line, text } of proseLines(source)) {
    for (const rule of active)
      if (rule.pattern.test(text) && !rule.unless?.test(text))
        found.push({ line, rule: rule.name, text: text.trim().slice(0, 120) });
  }
  return found;
}
