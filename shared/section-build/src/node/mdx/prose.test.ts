import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@rstest/core';
import { proseWordCount } from './prose.ts';

test('counts prose, not headings, code, tables or markup', async () => {
  const file = join(await mkdtemp(join(tmpdir(), 'prose-')), 'p.mdx');
  await writeFile(
    file,
    [
      '---',
      'title: Not counted here',
      '---',
      "import x from './x.json';",
      '',
      'One two three.',
      '',
      '## Heading words ignored',
      '',
      '- four `five`',
      '',
      ':::tip[Label]',
      'six seven',
      ':::',
      '',
      '```bash',
      'npm install nothing counted',
      '```',
      '',
      '| a | b |',
      '|---|---|',
      '| no | count |',
      '',
      '<Card title="x" href="/y">eight</Card>',
    ].join('\n'),
  );
  expect(await proseWordCount(file)).toBe(9);
});
