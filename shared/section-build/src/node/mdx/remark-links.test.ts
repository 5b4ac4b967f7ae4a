import { expect, test } from '@rstest/core';
import { compile } from '@mdx-js/mdx';
import { VFile } from 'vfile';
import { remarkCollectLinks } from './remark-links.ts';

test("a page's links include React Router's <Link to>, inline or as a block, each where it starts on its line", async () => {
  const file = new VFile({
    value: [
      "import { Link } from 'react-router';",
      '',
      'See [checkpoints](/features/checkpoints) and <Link to="/features/custom-modes#modes">modes</Link>.',
      '',
      '<Link to="/faq">FAQ</Link>',
      '',
      '<a href="/providers/anthropic">Anthropic</a>',
    ].join('\n'),
  });
  await compile(file, { remarkPlugins: [remarkCollectLinks] });
  expect(file.data.links).toEqual([
    { url: '/features/checkpoints', line: 3, column: 5 },
    { url: '/features/custom-modes#modes', line: 3, column: 46 },
    { url: '/faq', line: 5, column: 1 },
    { url: '/providers/anthropic', line: 7, column: 1 },
  ]);
});
