// Words and organisations that follow "thanks" in the reference notes without being a person's
// GitHub account: "(thanks Cline!)" thanks the upstream project, "and more!" is not a name.
const NOT_PEOPLE = new Set(['all', 'cline', 'everyone', 'more', 'openrouter', 'others', 'xai', 'you']);
// Names the reference notes misspell, by the account they mean (samhvw8 is credited on many pages).
const MISSPELT: Record<string, string> = { samhwv8: 'samhvw8' };
const GITHUB_USER = /^@?([A-Za-z0-9](?:-?[A-Za-z0-9]){0,38})$/;
// "(thanks a, b!)", "(Inspired by Cline, thanks hassoncs!)", "(Спасибо asychin!)": a parenthesis
// holding a thanks (`\b` knows only ASCII letters, so the Russian word is matched without it).
const THANKS_GROUP = /\(([^()]*(?:\bthanks?\b|Спасибо)[^()]*)\)/gi;
// "Thank you to a, b, and c for helping …", "Thanks to JoziGila for the contribution!".
const THANKS_SENTENCE = /\bthank(?:s| you) to ([^.!()]+?) for\b/gi;
const LEADING_THANKS = /^\s*(?:(?:additional\s+|big\s+)?thank(?:s| you)?(?:\s+to)?|Спасибо)\s+/i;

function namesOf(list: string): string[] {
  const before = list.split(/\s+for\b/i)[0]!;
  return before
    .split(/,|\band\b|&/)
    .map((t) => t.trim().replace(/!+$/, '').trim())
    .flatMap((t) => {
      const m = GITHUB_USER.exec(t);
      return m && !NOT_PEOPLE.has(m[1]!.toLowerCase()) ? [MISSPELT[m[1]!] ?? m[1]!] : [];
    });
}

/**
 * The people a line of the reference notes thanks, by the name it gives (with or without `@`).
 * Names with a space ("Ted Werbel") are not GitHub accounts and are left out.
 */
export function thankedNames(line: string): string[] {
  const out: string[] = [];
  for (const group of line.matchAll(THANKS_GROUP)) {
    const text = group[1]!;
    const from = text.search(/\bthanks?\b|Спасибо/i);
    // "thanks R-omk! Additional thanks to GreatScottyMac for …": each thanks after a "!" counts too.
    text
      .slice(from)
      .split('!')
      .forEach((part, i) => {
        // A later part counts when it thanks again or goes on with the list ("thanks a!, b!").
        if (i === 0 || LEADING_THANKS.test(part)) out.push(...namesOf(part.replace(LEADING_THANKS, '')));
        else if (/^\s*,/.test(part)) out.push(...namesOf(part));
      });
  }
  for (const sentence of line.matchAll(THANKS_SENTENCE)) out.push(...namesOf(sentence[1]!));
  return [...new Set(out)];
}
