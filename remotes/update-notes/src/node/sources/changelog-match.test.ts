import { expect, test } from '@rstest/core';
import { changeUnits } from '../change-units.ts';
import { changelogSection, placeByChangelog } from './changelog-match.ts';
import { wordWeights } from './match-pulls.ts';

const CHANGELOG = `# Roo Code Changelog

## [3.28.6] - 2025-09-23

- Fix: Prevent checkpoint text from wrapping in non-English languages (#8206 by @NaccOll, PR by @app/roomote)
- Feat: Add keyboard shortcut for toggling auto-approve (Cmd/Ctrl+Alt+A) (thanks @brunobergher!)
- Fix: Prevent disabled MCP servers from starting processes (#6036 by @hannesrudolph, PR by @app/roomote)

## [3.28.5] - 2025-09-20

- Fix: Support dash prefix in parseMarkdownChecklist for todo lists (#8054 by @NaccOll)
`;

const BODY = `## Improvements

- Auto-approve can be turned on and off from the keyboard (thanks @brunobergher).

## Fixes

- Checkpoint labels no longer wrap onto several lines in languages other than English (#8206, reported by @NaccOll).
- A disabled MCP server no longer starts its process (#6084; #6036, reported by @hannesrudolph).
`;

const pulls = [
  { n: '8207', title: 'Prevent checkpoint text from wrapping in non-English languages', author: 'roomote[bot]' },
  { n: '8214', title: 'Add keyboard shortcut for toggling auto-approve (Cmd/Ctrl+Alt+A)', author: null },
  // Its words are those of the MCP line and hannesrudolph is on it, but as the reporter.
  { n: '6779', title: 'Prevent unnecessary MCP server refresh on settings save', author: 'hannesrudolph' },
  // No line of this release states it.
  { n: '8300', title: 'Refactor the telemetry client', author: 'cte' },
];
const weight = wordWeights([...pulls.map((p) => p.title), 'Add Claude Haiku 4.5', 'Fix build error', 'Update knip']);

test('a section holds its release’s change lines only', () => {
  expect(changelogSection(CHANGELOG, '3.28.6')).toHaveLength(3);
  expect(changelogSection(CHANGELOG, '3.28.5')).toEqual([expect.stringContaining('dash prefix')]);
  expect(changelogSection(CHANGELOG, '3.28.4')).toEqual([]);
});

test('a pull request goes on the change that states its CHANGELOG line, never through a reporter’s credit', () => {
  const units = changeUnits(BODY);
  const placed = placeByChangelog(units, changelogSection(CHANGELOG, '3.28.6'), pulls, weight);
  expect(placed.map((p) => [p.n, p.unit])).toEqual([
    ['8207', 1],
    ['8214', 0],
  ]);
  expect(placed[0]!.line).toContain('(#8206 by @NaccOll');
});

test('a line that names the pull request by number places it even when its title says little', () => {
  const units = changeUnits(BODY);
  const lines = ['- Fix: checkpoint labels in other languages (#8207)'];
  const placed = placeByChangelog(units, lines, [{ n: '8207', title: 'Tweak CSS', author: null }], weight);
  // The title shares no word with the change and no credit: not placed, however sure the line is.
  expect(placed).toEqual([]);
  const named = placeByChangelog(units, lines, [{ n: '8207', title: 'Checkpoint CSS', author: null }], weight);
  expect(named.map((p) => p.unit)).toEqual([1]);
});

test('a title that says little is placed through the one line thanking its author, if the author made only that pull request', () => {
  const body =
    '## Fixes\n\n- The text-to-speech button shows properly (thanks @sensei-woo).\n- Links render right (thanks @xyOz-dev).\n';
  const lines = ['- Fix TTS button display (thanks @sensei-woo!)', '- Fix markdown for links (thanks @xyOz-dev!)'];
  const pull = { n: '5586', title: 'Update ChatTextArea.tsx', author: 'sensei-woo' };
  const units = changeUnits(body);
  expect(placeByChangelog(units, lines, [pull], weight).map((p) => p.unit)).toEqual([0]);
  // With a second pull request of theirs in the release, the credit no longer says which one it is.
  const second = { n: '5590', title: 'Tweak a tooltip', author: 'sensei-woo' };
  expect(placeByChangelog(units, lines, [pull], weight, [pull, second])).toEqual([]);
});
