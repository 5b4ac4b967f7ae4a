import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkBodyMdx } from './body-mdx.ts';

const sha = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * What a cached verdict depends on: the checker's code and the parser packages' versions. Any
 * change to either starts the cache afresh, so a stricter rule is applied to every entry again.
 */
function checkerKey(): string {
  const here = dirname(fileURLToPath(import.meta.url));
  const require = createRequire(import.meta.url);
  const versions = ['remark-mdx', 'remark-parse', 'remark-gfm', 'remark-directive', 'micromark'].map((p) => {
    try {
      return `${p}@${(require(`${p}/package.json`) as { version: string }).version}`;
    } catch {
      return `${p}@?`;
    }
  });
  return sha([readFileSync(join(here, 'body-mdx.ts'), 'utf8'), ...versions].join('\0'));
}

/**
 * `checkBodyMdx` remembering the bodies that passed, in the remote's build cache: parsing every
 * entry as MDX costs seconds at a thousand entries, and a release changes one of them. Only
 * passes are kept, so a refused body is parsed (and reported) every time.
 */
export function cachedBodyCheck(remoteDir: string): {
  check: (body: string, firstLine: number) => string[];
  save: () => void;
} {
  const file = join(remoteDir, 'node_modules', '.cache', 'roo-docs', 'entry-bodies.json');
  const key = checkerKey();
  let passed = new Set<string>();
  try {
    const saved = JSON.parse(readFileSync(file, 'utf8')) as { key: string; passed: string[] };
    if (saved.key === key) passed = new Set(saved.passed);
  } catch {
    // No cache yet, or an unreadable one: check everything.
  }
  const used = new Set<string>();
  let added = false;
  return {
    check(body, firstLine) {
      const hash = sha(body);
      used.add(hash);
      if (passed.has(hash)) return [];
      const problems = checkBodyMdx(body, firstLine);
      if (!problems.length) {
        passed.add(hash);
        added = true;
      }
      return problems;
    },
    save() {
      if (!added) return;
      mkdirSync(dirname(file), { recursive: true });
      const tmp = `${file}.${process.pid}.tmp`;
      // Only the bodies of this run: entries removed or rewritten drop out of the cache.
      writeFileSync(tmp, JSON.stringify({ key, passed: [...passed].filter((h) => used.has(h)) }));
      renameSync(tmp, file);
    },
  };
}
