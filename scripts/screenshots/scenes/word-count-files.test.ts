import { afterAll, describe, expect, test } from '@rstest/core';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { COMPLETION_SUMMARY, PACKAGE_JSON_EDIT, WC_OUTPUT, WORD_COUNT_SCRIPT } from './word-count-files.ts';

// The package.json `npm init -y` writes in a folder named roo-first-task (npm 10).
const NPM_INIT_PACKAGE = `{
  "name": "roo-first-task",
  "version": "1.0.0",
  "description": "",
  "main": "index.js",
  "scripts": {
    "test": "echo \\"Error: no test specified\\" && exit 1"
  },
  "keywords": [],
  "author": "",
  "license": "ISC",
  "type": "commonjs"
}
`;

/** Applies the tutorial's one search/replace block the way the extension's apply_diff does. */
function applyEdit(original: string): string {
  const [, search, replace] = /-------\n([\s\S]*?)\n=======\n([\s\S]*?)\n>>>>>>> REPLACE/.exec(PACKAGE_JSON_EDIT)!;
  expect(original).toContain(search);
  return original.replace(search!, replace!);
}

describe('the first-task tutorial project shown in the screenshots', () => {
  const project = mkdtempSync(join(tmpdir(), 'roo-first-task-'));
  mkdirSync(join(project, 'scripts'));
  writeFileSync(join(project, 'scripts/word-count.js'), WORD_COUNT_SCRIPT);
  writeFileSync(join(project, 'package.json'), applyEdit(NPM_INIT_PACKAGE));
  afterAll(() => rmSync(project, { recursive: true, force: true }));
  const run = (file: string) => spawnSync(process.execPath, ['scripts/word-count.js', file], { cwd: project, encoding: 'utf8' });

  test('the edited package.json is valid and runs the script as wc', () => {
    const pkg = JSON.parse(applyEdit(NPM_INIT_PACKAGE)) as { scripts: Record<string, string> };
    expect(pkg.scripts.wc).toBe('node scripts/word-count.js');
  });

  test('the counts in the command output and the summary are what the script prints', () => {
    const result = run('package.json');
    const printed = result.stdout.trim();
    expect(result.status).toBe(0);
    expect(WC_OUTPUT.trim().split('\n').at(-1)).toBe(printed);
    expect(COMPLETION_SUMMARY).toContain(`\`${printed}\``);
  });

  test('a missing file exits with code 1 and a message naming it, as the summary says', () => {
    const result = run('missing.txt');
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('missing.txt');
    expect(result.stdout).toBe('');
  });
});
