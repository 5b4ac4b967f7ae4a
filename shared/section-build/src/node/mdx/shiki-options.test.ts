import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { expect, test } from '@rstest/core';
import { bundledThemes, codeToHtml } from 'shiki';
import { CODE_COLOR_REPLACEMENTS, CODE_LANGUAGES, CODE_THEMES, lineNumberStart, shikiOptions } from './shiki-options.ts';

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5]
    .map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
    .map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** WCAG contrast ratio of two `#rrggbb` colours. */
function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

/** What code is drawn on in each theme, from the site's own stylesheet: the block and its marked lines. */
const CODE_BACKGROUNDS = ['--code-bg', '--code-line-highlight', '--code-line-add', '--code-line-remove'] as const;
async function codeBackgrounds(): Promise<Record<'light' | 'dark', string[]>> {
  const styles = createRequire(import.meta.url).resolve('@roo-docs/chrome/styles.css');
  const css = await readFile(join(dirname(styles), 'theme.css'), 'utf8');
  const bg = (theme: string, name: string) =>
    new RegExp(`\\[data-theme='${theme}'\\]\\s*\\{[^}]*${name}:\\s*(#[0-9a-f]{6})`, 'i').exec(css)?.[1];
  const all = (theme: string) => CODE_BACKGROUNDS.map((name) => bg(theme, name) ?? `${name} missing`);
  return { light: all('light'), dark: all('dark') };
}

test('every token colour of both code themes reaches 4.5:1 on the code background and on marked lines, in every language', async () => {
  const backgrounds = await codeBackgrounds();
  const failing: string[] = [];
  for (const mode of ['light', 'dark'] as const) {
    const name = CODE_THEMES[mode];
    const theme = (await bundledThemes[name]()).default;
    const replace: Record<string, string> = CODE_COLOR_REPLACEMENTS[name];
    // Shiki drops token backgrounds, so every foreground lands on the code background.
    const colours = [theme.colors?.['editor.foreground'], ...(theme.tokenColors ?? []).map((t) => t.settings.foreground)];
    for (const raw of colours) {
      if (!raw) continue;
      const colour = replace[raw.toLowerCase()] ?? raw.toLowerCase();
      for (const background of backgrounds[mode]) {
        const ratio = contrast(colour.slice(0, 7), background);
        if (!(ratio >= 4.5)) failing.push(`${name} ${colour} on ${background}: ${ratio.toFixed(2)}`);
      }
    }
  }
  expect(failing).toEqual([]);
});

test('the replacements reach the highlighted markup', async () => {
  const html = await codeToHtml('# a comment\nslug: docs-writer # why\ngroups: [read]\n', {
    lang: 'yaml',
    themes: CODE_THEMES,
    colorReplacements: shikiOptions.colorReplacements,
    defaultColor: false,
  });
  const light = [...html.matchAll(/--shiki-light:(#[0-9A-Fa-f]{6})/g)].map((m) => m[1]!.toLowerCase());
  expect(light).toContain('#57606a');
  expect(light).not.toContain('#6e7781');
  expect(CODE_LANGUAGES).toContain('yaml');
});

test('a line is tokenized to its end however long it takes, so every build writes the same markup', async () => {
  const line = JSON.stringify(Array.from({ length: 5000 }, (_, i) => ({ key: i })));
  const render = (tokenizeTimeLimit: number | undefined) =>
    codeToHtml(line, { lang: 'json', themes: CODE_THEMES, defaultColor: false, tokenizeTimeLimit });
  const tokens = (html: string) => html.split('<span').length;
  // With a time limit, a slow moment leaves the rest of the line as one uncoloured token.
  expect(tokens(await render(1))).toBeLessThan(tokens(await render(shikiOptions.tokenizeTimeLimit)));
  expect(tokens(await render(shikiOptions.tokenizeTimeLimit))).toBeGreaterThan(5000 * 4);
  expect(shikiOptions.tokenizeTimeLimit, 'no limit: a busy machine must not cut a line short').toBe(0);
});

/** A block highlighted with the site's options, as the build's rehype step passes the fence's meta. */
const highlight = (code: string, lang: string, meta = '') =>
  codeToHtml(code, { ...shikiOptions, lang, meta: { __raw: meta } } as Parameters<typeof codeToHtml>[1]);
const lineClasses = (html: string) => [...html.matchAll(/<span class="(line[^"]*)"/g)].map((m) => m[1]);

test('diff notation marks added and removed lines and drops the marker comments', async () => {
  const html = await highlight('{\n  "a": 1, // [!code --]\n  "b": 2 // [!code ++]\n}', 'jsonc', 'title="settings.json"');
  expect(html).toMatch(/<pre class="shiki has-diff lines"/);
  expect(lineClasses(html)).toEqual(['line', 'line diff remove', 'line diff add', 'line']);
  expect(html).not.toContain('[!code');
  expect(html).toContain('data-title="settings.json"');
});

test('meta ranges and highlight notation mark lines; focus notation marks the block', async () => {
  const meta = await highlight('one\ntwo\nthree\nfour', 'bash', '{1,3-4}');
  expect(meta).toMatch(/<pre class="[^"]*\bhas-highlighted\b/);
  expect(lineClasses(meta)).toEqual(['line highlighted', 'line', 'line highlighted', 'line highlighted']);
  const notation = await highlight('a=1\nb=2 # [!code highlight]\nc=3 # [!code focus]', 'bash');
  expect(lineClasses(notation)).toEqual(['line', 'line highlighted', 'line focused']);
  expect(notation).toMatch(/<pre class="[^"]*\bhas-focused\b/);
  // A block without marks keeps the plain markup (and so the plain layout).
  const plain = await highlight('echo hi', 'bash', 'title="Terminal"');
  expect(plain).not.toMatch(/has-(diff|highlighted|focused)|line-numbers|lines/);
  expect(lineClasses(plain)).toEqual(['line']);
});

test('line numbers only where the meta asks, from its start, hidden from screen readers', async () => {
  expect(lineNumberStart('showLineNumbers')).toBe(1);
  expect(lineNumberStart('title="x" showLineNumbers=12')).toBe(12);
  expect(lineNumberStart('title="showLineNumbersInTitle"')).toBe(null);
  const html = await highlight('a\nb', 'bash', 'showLineNumbers=9');
  expect(html).toMatch(/<pre class="[^"]*\bline-numbers\b/);
  expect([...html.matchAll(/<span class="line-number" aria-hidden="true">(\d+)<\/span>/g)].map((m) => m[1])).toEqual(['9', '10']);
  expect(await highlight('a\nb', 'bash')).not.toContain('line-number');
});

test('the markup leaves out what the styles never read: theme classes, background colours, a token in the text colour', async () => {
  const html = await highlight('echo "$HOME"', 'bash');
  expect(html).toMatch(/^<pre class="shiki" style="--shiki-light:#1f2328;--shiki-dark:#e6edf3"/);
  expect(html).not.toMatch(/shiki-themes|github-(light|dark)-default|-bg:/);
  // `echo` is coloured; `$HOME` is in the block's own colour and inherits it.
  expect(html).toMatch(/<span style="--shiki-light:#[0-9A-F]{6};--shiki-dark:#[0-9A-F]{6}">echo<\/span>/);
  expect(html).toContain('<span>$HOME</span>');
});
