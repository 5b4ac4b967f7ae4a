import { mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from '@rstest/core';
import { readKnownText, writeIfChanged } from './known-files.ts';

let dir = '';
const fresh = () => (dir = mkdtempSync(join(tmpdir(), 'known-files-')));
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('known files', () => {
  it('writes a new file, folders included, and leaves one that holds the text alone', () => {
    const file = join(fresh(), 'a', 'b', 'page.js');
    expect(writeIfChanged(file, 'one')).toBe(true);
    utimesSync(file, new Date(1_000_000), new Date(1_000_000)); // an old time shows any rewrite
    expect(writeIfChanged(file, 'one')).toBe(false);
    expect(statSync(file).mtimeMs).toBe(1_000_000);
    expect(writeIfChanged(file, 'two')).toBe(true);
    expect(readFileSync(file, 'utf8')).toBe('two');
  });

  it('sees a change made behind its back, even one of the same size', () => {
    const file = join(fresh(), 'entry.mdx');
    writeFileSync(file, 'aaa');
    expect(readKnownText(file)).toBe('aaa');
    writeFileSync(file, 'bbb');
    utimesSync(file, new Date(), new Date(Date.now() + 5_000)); // a different time, as any later save has
    expect(readKnownText(file)).toBe('bbb');
    // Written elsewhere with the text this process last wrote: still no rewrite is needed, and a
    // different text is written even though the process remembers the old one.
    expect(writeIfChanged(file, 'bbb')).toBe(false);
    writeFileSync(file, 'ccc');
    utimesSync(file, new Date(), new Date(Date.now() + 10_000));
    expect(writeIfChanged(file, 'bbb')).toBe(true);
    expect(readFileSync(file, 'utf8')).toBe('bbb');
  });

  it('reports a missing file as reading does', () => {
    expect(() => readKnownText(join(fresh(), 'gone.mdx'))).toThrow(/ENOENT/);
  });
});
