import { expect, test } from '@rstest/core';
import { htmlToMarkdown } from './html-to-markdown.ts';

const PAGE = 'https://docs.roocode.com/features/checkpoints';

test('links and pictures get absolute URLs; anchors point into the page', () => {
  const md = htmlToMarkdown(
    '<p>See <a href="/features/rooignore">.rooignore</a>, <a href="#installing-git">Installing Git</a> and <a href="https://git-scm.com/">Git</a>.</p><p><img src="/_assets/0123456789abcdef.webp" alt="The chat"></p>',
    PAGE,
  );
  expect(md).toBe(
    'See [.rooignore](https://docs.roocode.com/features/rooignore), [Installing Git](https://docs.roocode.com/features/checkpoints#installing-git) and [Git](https://git-scm.com/).\n\n![The chat](https://docs.roocode.com/_assets/0123456789abcdef.webp)',
  );
});

test('a highlighted block is a fence with its language and file title; controls and decoration are dropped', () => {
  const md = htmlToMarkdown(
    '<h2 id="a">Install<a class="hash-link" href="#a" aria-label="Direct link">#</a></h2><pre data-language="bash" data-title="macOS"><code><span class="line">brew install git</span>\n<span class="line">git --version</span></code></pre><button>Copy</button><span aria-hidden="true">✦</span><span class="visually-hidden"> (full size)</span><noscript><img src="/x.webp" alt="x"></noscript>',
    PAGE,
  );
  expect(md).toBe('## Install\n\n```bash title="macOS"\nbrew install git\ngit --version\n```');
});

test('tables stay GFM tables, and a list in a cell becomes one line of its items', () => {
  const md = htmlToMarkdown(
    '<table><thead><tr><th>Setting</th><th>Keys</th></tr></thead><tbody><tr><td>Related</td><td><ul><li><strong>A</strong> (<code>a</code>)</li><li><strong>B</strong></li></ul></td></tr></tbody></table>',
    PAGE,
  );
  expect(md).toBe('| Setting | Keys |\n| - | - |\n| Related | **A** (`a`); **B** |');
});

test('an admonition’s blockquote keeps its kind and body', () => {
  const md = htmlToMarkdown(
    '<blockquote data-admonition="tip"><p><strong>Tip: Save tokens</strong></p><p>Body.</p></blockquote>',
    PAGE,
  );
  expect(md).toBe('> **Tip: Save tokens**\n>\n> Body.');
});
