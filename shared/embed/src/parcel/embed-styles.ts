import markdown from '@roo-docs/chrome/styles/markdown.css?raw';
import modelTable from '@roo-docs/chrome/styles/model-table.css?raw';
import screenshot from '@roo-docs/chrome/styles/screenshot.css?raw';
import theme from '@roo-docs/chrome/styles/theme.css?raw';

// What the site's page frame gives an article (font, colours, title), for a page without the frame.
const FRAME = `
.roo-embed { background: var(--bg); color: var(--fg); font: 16px/1.65 var(--font); padding: 1rem 1.25rem; }
.roo-embed h1 { font-size: 2rem; line-height: 1.25; margin: 0 0 1rem; }
.roo-embed h1:focus { outline: none; }
.roo-embed img { max-width: 100%; height: auto; }
.roo-embed [role='alert'] { border-left: 4px solid var(--danger); padding: 0.5rem 0.75rem; background: var(--bg-soft); }
`;

/**
 * The site's typography and light/dark themes for a shadow root: the theme's document-wide rules
 * apply to the host element and the parcel's frame instead, so nothing leaks into the host page.
 */
export function embedStylesheet(): string {
  const scopedTheme = theme.replaceAll(':root', ':host').replace(/(^|\n)html\s*\{/, '$1.roo-embed {');
  return [scopedTheme, markdown, modelTable, screenshot, FRAME].join('\n');
}
