import type { FactRule } from './facts-rules.ts';

/**
 * Shared facts that pages once spelled by hand, each wording wrong for 3.28.17 or fixed on one page
 * while its siblings kept the old text (content review of 2026-12-01). A line that renders the fact
 * through its component passes; any other line stating the same thing fails, so a correction made in
 * the facts module reaches every page.
 */
export const staleWordingRules: FactRule[] = [
  {
    name: 'View Diff compares a checkpoint with the next one: use <Fact id="checkpointViewDiff"/>',
    pattern: /\b(View Diff|view (the )?diffs?|checkpoint'?s? diff)\b[^.]*\b(against|compar\w*|since)\b/i,
    unless: /<Fact id="checkpointViewDiff"\/>/,
    pagesOnly: true,
  },
  {
    name: 'only picking a mode in the / menu switches it; a typed /mode before a message is text: use <Fact id="slashMenuModes"/>',
    pattern:
      /`\/(code|ask|architect|debug|orchestrator)`[^.]*\b((at the start of|in front of|before|to start) (a|your|the) message|switch)/i,
    unless: /<Fact id="slashMenuModes"\/>/,
    pagesOnly: true,
  },
  {
    name: 'the @ menu opens on six categories, not on files and commits: use <Fact id="mentionMenuLevels"/>',
    pattern:
      /\b(suggestion list|suggestions|@-?menu|mention menu|menu)\b[^.]*\b(opens|shows|lists|offers)\b[^.]*\b(recent(ly opened)? files|files, folders|recent commits)\b/i,
    unless: /<Fact id="mentionMenuLevels"\/>/,
    pagesOnly: true,
  },
  {
    name: 'the @ suggestions do not apply .rooignore: use <Fact id="rooignoreSuggestions"/>',
    pattern:
      /\b(hid(e|es|den|ing)|omit(s|ted)?|filter(s|ed)?|leaves? out)\b[^.]*\bsuggestions?\b|\bsuggestion list (hides|omits|filters|leaves out)\b/i,
    unless: /<Fact id="rooignoreSuggestions"\/>/,
    pagesOnly: true,
  },
  {
    name: 'search_files drops .rooignore\'d files whatever the setting, with no lock: use <Fact id="rooignoreListings"/>',
    pattern: /search_files\b[^.]*(🔒|\block\b)/,
    unless: /<Fact id="rooignoreListings"\/>/,
    pagesOnly: true,
  },
  {
    name: 'the welcome screen shows Requesty and OpenRouter cards; Roo Code Cloud is in the dropdown: use <Fact id="welcomeScreen"/>',
    pattern:
      /\bwelcome (screen|view)\b, (choose|pick|click|select)\b|\bRoo Code Cloud card\b|\bwelcome (screen|view)\b[^.]*\bRoo Code Cloud\b[^.]*\bcard\b/i,
    unless: /<Fact id="welcomeScreen"\/>/,
    pagesOnly: true,
  },
  {
    name: 'Include protected files lets protected edits through auto-approval: use <Fact id="protectedFilesApproval"/>',
    // `.*`, not a sentence: the file names in these lines are full of dots.
    pattern: /\b(protected|configuration files?)\b.*\b(always ask|must ask|asks? (for )?(explicit )?approval even when)/i,
    unless: /<Fact id="protectedFilesApproval"\/>/,
    pagesOnly: true,
  },
  {
    name: 'the SDK retries silently and Roo asks unless Auto-Approve → Retry is on: link /advanced-usage/rate-limits-costs#when-a-request-fails',
    pattern: /\bRoo retries( automatically)?\s*[;.,)]/i,
    pagesOnly: true,
  },
  {
    name: 'Kill Command interrupts only in a VS Code terminal; a background process gets SIGKILL',
    pattern: /Kill Command\b[^.]*\binterrupt\b/i,
    pagesOnly: true,
  },
  {
    name: 'only bash reads PROMPT_COMMAND',
    pattern: /\bmost shells\b[^.]*PROMPT_COMMAND|PROMPT_COMMAND[^.]*\bmost shells\b/i,
    pagesOnly: true,
  },
  {
    name: 'the entry is History, in the ⋯ More Actions menu: use <Label id="historyButton"/>',
    pattern: /\*\*Task History\*\*/,
    pagesOnly: true,
  },
  {
    name: 'Focus Input Field puts the cursor in the input only in the sidebar: use <Shortcut id="focusInput" show="action"/>',
    pattern: /\bOpens the Roo Code panel and puts the cursor\b/i,
    pagesOnly: true,
  },
];
