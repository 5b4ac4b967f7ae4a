// A temporary folder for a test's published site, removed after each test, and a writer of its files.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach } from '@rstest/core';

export function siteFolders(prefix: string) {
  const made: string[] = [];
  afterEach(() => made.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));
  return (): { dir: string; write: (rel: string, text: string) => void } => {
    const dir = mkdtempSync(join(tmpdir(), prefix));
    made.push(dir);
    const write = (rel: string, text: string) => {
      mkdirSync(dirname(join(dir, rel)), { recursive: true });
      writeFileSync(join(dir, rel), text);
    };
    return { dir, write };
  };
}
