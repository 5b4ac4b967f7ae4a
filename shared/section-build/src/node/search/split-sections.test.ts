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

test('a part marked search-skip is left out with its headings; what follows it counts again', () => {
  const html =
    '<p>Intro.</p><section class="search-skip"><h2 id="refs">Pull requests</h2><ul><li>#8406</li></ul></section><p>Footer.</p>';
  expect(splitSections(html, 'T')).toEqual([{ anchor: '', title: 'T', parents: [], text: 'Intro. Footer.' }]);
});
