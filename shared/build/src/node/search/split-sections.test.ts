import { expect, test } from '@rstest/core';
import { splitSections } from './split-sections.ts';

test('splits at h2 and h3, keeps parents, drops code and anchor marks', () => {
  const html =
    '<p>Intro text.</p><h2 id="setup">Setup<a class="hash-link" href="#setup">#</a></h2><p>Use <code>apply_diff</code>.</p>' +
    '<pre><code>npm install</code></pre><h3 id="keys">API keys</h3><ul><li>one</li><li>two</li></ul>';
  expect(splitSections(html, 'Page')).toEqual([
    { anchor: '', title: 'Page', parents: [], text: 'Intro text.' },
    { anchor: 'setup', title: 'Setup', parents: [], text: 'Use apply_diff.' },
    { anchor: 'keys', title: 'API keys', parents: ['Setup'], text: 'one two' },
  ]);
});

test('a page without intro text starts at its first heading', () => {
  expect(splitSections('<h2 id="a">A</h2><p>x</p>', 'T').map((s) => s.anchor)).toEqual(['a']);
});
