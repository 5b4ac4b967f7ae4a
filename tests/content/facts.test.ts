import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, test } from '@rstest/core';
import { findFactViolations } from './facts-rules.ts';
import { REPO_ROOT } from './sections.ts';

/** Every MDX file of the remotes: pages under content/, release-note entries, section intros. */
function mdxFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    if (e.name === 'node_modules' || e.name === 'dist' || e.name.startsWith('.')) return [];
    const path = join(dir, e.name);
    return e.isDirectory() ? mdxFiles(path) : e.name.endsWith('.mdx') ? [path] : [];
  });
}

test('the rules catch a hand-typed chord, setting key, label and a known error, and leave code alone', () => {
  const page = [
    'Press <Kbd>Ctrl</Kbd>+<Kbd>Y</Kbd> to add it.',
    'Set `roo-cline.allowedCommands` first.',
    'Click **Share task**.',
    'Click the camera icon.',
    '```json',
    '{ "roo-cline.allowedCommands": ["npm test"], "keys": "Ctrl+Y" }',
    '```',
    'Press <Shortcut id="addToContext"/> and see <Setting id="allowedCommands" show="key"/>.',
  ].join('\n');
  expect(findFactViolations(page).map((v) => v.line)).toEqual([1, 2, 3, 4]);
});

test('provider-settings labels are caught whether they are settings or labels; bold lead-ins and single words are not', () => {
  const page = [
    'Set **API Provider** to **Anthropic**.',
    'Tick **Use custom base URL** only behind a proxy.',
    'Move the **Max Thinking Tokens** slider.',
    '- **Context window:** prefer 128K tokens or more.',
    'Click **Save**.',
  ].join('\n');
  expect(findFactViolations(page).map((v) => v.line)).toEqual([1, 2, 3]);
});

test('the rules catch a hand-typed place of the auto-approve control, setting default, tool availability and zero cost', () => {
  const page = [
    'Click the auto-approve control just above the chat input.',
    'Indexing is off by default and needs two things.',
    '| `codebase_search` | Offered only while indexing is enabled |',
    'Local models show a cost of zero.',
    'Leaving out `type` on a URL-based entry is an error.',
    'Click the auto-approve control, <Label id="autoApproveMenu" show="location"/>.',
    '<Setting id="codebaseIndexEnabled"/> is <Setting id="codebaseIndexEnabled" show="default"/> by default.',
    '| `codebase_search` | <ToolAvailability tool="codebase_search"/> |',
    'Their cost is zero. <Fact id="zeroCostHidden"/>',
  ].join('\n');
  expect(findFactViolations(page).map((v) => v.line)).toEqual([1, 2, 3, 4, 5]);
});

test("release notes may say what a version changed then: rules about today's behaviour skip them", () => {
  const note = ['- A cost of zero is no longer shown in the task header.', '- Checkpoints are on by default now.'].join('\n');
  expect(findFactViolations(note, { releaseNote: true })).toEqual([]);
  expect(findFactViolations(note).map((v) => v.line)).toEqual([1, 2]);
});

// The wordings the content review of 2026-12-01 found, as the pages had them (some fixed on one page
// and not on its sibling), and the same statements made through the facts module.
test('the stale wordings of the 2026-12-01 review are caught; their facts are not', () => {
  const stale = [
    'From a checkpoint you can view the diff against the current state or restore it:',
    "- Use a checkpoint's **View Diff** button to compare the workspace with the moment before an edit.",
    '| Slash command | Type `/code`, `/ask`, `/architect`, `/debug` or `/orchestrator` at the start of a message. |',
    'Only picking it from that menu switches the mode: `/orchestrator` typed out in front of a message is sent as plain text.',
    '1. Type `@` in the chat input. A suggestion list opens with recently opened files, folders, recent commits and the keywords.',
    'The suggestion list hides files matched by your `.rooignore` and skips noisy folders such as `node_modules`.',
    "Roo's tools will refuse to read or modify matching files, and they are hidden from file lists and suggestions:",
    '[`list_files`](/x), [`search_files`](/y), folder mentions either omit ignored files or show them with a 🔒 prefix.',
    '2. On the welcome screen, choose **Roo Code Cloud** (or, if you have already dismissed it, open Settings).',
    '`.roomodes` and everything under `.roo/` are write-protected, so Roo must ask before editing them even when writes are auto-approved.',
    "Roo's own configuration files (`.roomodes`, files under `.roo/`) ask for explicit approval even when writes are auto-approved.",
    '| `429` rate-limit errors | Your usage tier caps tokens per minute. Roo retries automatically; see the rate limits page. |',
    '- click **Kill Command** to stop it; Roo sends the command an interrupt, as if you had cancelled it yourself.',
    'In most shells it is applied by setting `PROMPT_COMMAND` to a `sleep`.',
    'Open **Task History** from the toolbar to see previous tasks.',
    '| Focus | `roo-cline.focusInput` | Opens the Roo Code panel and puts the cursor in the chat input |',
  ];
  expect(findFactViolations(stale.join('\n')).map((v) => v.line)).toEqual(stale.map((_, i) => i + 1));
  const throughFacts = [
    'They appear in the conversation, with two buttons. <Fact id="checkpointViewDiff"/> The other button restores it.',
    '| Slash menu | <Fact id="slashMenuModes"/> Every mode is listed there by its slug (`/code`, `/architect`). |',
    '1. Type `@` in the chat input. <Fact id="mentionMenuLevels"/>',
    '<Fact id="rooignoreSuggestions"/> So a blocked file in the suggestion list does not mean it is broken.',
    '**Listings and searches are filtered.** <Fact id="rooignoreListings"/> The tools are `search_files` and `list_files`.',
    'Until a provider is set up, the panel opens on a welcome screen. <Fact id="welcomeScreen"/>',
    'Paths blocked by `.rooignore` are refused. <Fact id="protectedFilesApproval"/>',
    '| <Shortcut id="focusInput" show="title"/> | <Shortcut id="focusInput" show="command"/> | <Shortcut id="focusInput" show="action"/> |',
  ];
  expect(findFactViolations(throughFacts.join('\n'))).toEqual([]);
});

test('no page spells a shared fact by hand or repeats a known error', () => {
  const files = mdxFiles(join(REPO_ROOT, 'remotes'));
  expect(files.length).toBeGreaterThan(30);
  const problems = files.flatMap((file) =>
    findFactViolations(readFileSync(file, 'utf8'), {
      releaseNote: relative(REPO_ROOT, file).startsWith('remotes/update-notes/'),
    }).map((v) => `${relative(REPO_ROOT, file)}:${v.line}: ${v.rule} — ${v.text}`),
  );
  expect(problems).toEqual([]);
});
