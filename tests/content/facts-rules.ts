import { labels, settings } from '@roo-docs/chrome/facts';

/** A place where a page spells by hand what the facts module holds, or repeats a known error. */
export interface FactViolation {
  line: number;
  rule: string;
  text: string;
}

interface Rule {
  name: string;
  pattern: RegExp;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const MODIFIER = '(?:Ctrl|Control|Cmd|Command|Alt|Option|Opt|Shift|⌘|⌥|⇧)';

const rules: Rule[] = [
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

export function findFactViolations(source: string): FactViolation[] {
  const found: FactViolation[] = [];
  for (const { line, text } of proseLines(source)) {
    for (const rule of rules) if (rule.pattern.test(text)) found.push({ line, rule: rule.name, text: text.trim().slice(0, 120) });
  }
  return found;
}
