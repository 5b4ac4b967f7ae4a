import { describe, expect, test } from '@rstest/core';
import { createElement, type FunctionComponent } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { TOOL_CATALOGUE, toolEntry } from '@roo-docs/schemas/tools';
import { settings } from '../../facts/index.ts';
import { ToolExample, ToolFacts, ToolGroupMatrix, ToolParams } from './index.ts';

// Pages pass props untyped (MDX), so the tests may pass wrong ones too.
type AnyProps = Record<string, unknown>;
const render = (component: FunctionComponent<never>, props: AnyProps) =>
  renderToStaticMarkup(createElement(component as unknown as FunctionComponent<AnyProps>, props));
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&');

describe('tool components', () => {
  test('ToolParams has one row per catalogue parameter, in order', () => {
    const html = render(ToolParams, { tool: 'search_and_replace' });
    const names = [...html.matchAll(/<tr><td><code>([a-z_]+)<\/code>/g)].map((m) => m[1]);
    expect(names).toEqual(toolEntry('search_and_replace')!.parameters.map((p) => p.name));
    expect(html).toContain('<code>use_regex</code></td><td>No</td><td>boolean</td>');
  });

  test('ToolParams renders another call shape and names its enclosing tags', () => {
    const html = render(ToolParams, { tool: 'apply_diff', form: 'multi-file' });
    expect(html).toContain('<code>start_line</code> (in <code>args › file › diff</code>)');
    expect(() => render(ToolParams, { tool: 'apply_diff', form: 'batch' })).toThrow(/unknown form \(known: multi-file\)/);
  });

  test('an unknown tool fails loudly, naming the catalogue', () => {
    expect(() => render(ToolParams, { tool: 'delete_file' })).toThrow(/no such tool in shared\/schemas\/src\/tool-catalogue/);
    expect(() => render(ToolExample, {})).toThrow(/ToolExample tool="undefined"/);
  });

  test('ToolExample shows the example call verbatim, in a titled XML block', () => {
    for (const tool of TOOL_CATALOGUE) {
      const html = render(ToolExample, { tool: tool.name });
      expect(text(html).replace(/Copy$/, '').replace(`${tool.name} call`, '')).toBe(tool.example);
      expect(html).toContain('data-language="xml"');
    }
  });

  test('every related setting of every tool is in the facts module, and ToolFacts shows its label', () => {
    for (const tool of TOOL_CATALOGUE) {
      for (const id of tool.settings) expect(Object.keys(settings), `${tool.name} → ${id}`).toContain(id);
      const shown = text(render(ToolFacts, { tool: tool.name }));
      for (const id of tool.settings) expect(shown).toContain((settings as Record<string, { label: string }>)[id]!.label);
    }
  });

  test('ToolFacts gives group, restriction and toggle', () => {
    const html = text(render(ToolFacts, { tool: 'write_to_file' }));
    expect(html).toContain('Groupedit');
    expect(html).toContain('Architect (markdown files only), Code, Debug');
    expect(html).toContain('Auto-approve toggle: Write');
    expect(html).toContain('Delay after writes to allow diagnostics to detect potential problems (writeDelayMs; ');
  });

  test('ToolGroupMatrix links every tool to its page and shows each mode’s access', () => {
    const html = render(ToolGroupMatrix, {});
    for (const tool of TOOL_CATALOGUE) expect(html).toContain(`<a href="${tool.page}"><code>${tool.name}</code></a>`);
    expect(text(html)).toContain('commandexecute_commandNoYesNoYesNo');
  });
});
