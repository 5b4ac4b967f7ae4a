import { describe, expect, test } from '@rstest/core';
import { createElement, type FunctionComponent } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { groupMatrixData, TOOL_CATALOGUE, toolEntry, toolFactsData, toolParametersData } from '@roo-docs/assistant-schemas/tools';
import { settings } from '../facts/index.ts';
import { ToolAvailability, ToolFacts, ToolGroupMatrix, ToolParams } from './index.ts';

// Props as the MDX pipeline inlines them (shared/section-build remark-tool-catalogue).
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
const params = (name: string, form?: string) =>
  render(ToolParams, { tool: name, form, parameters: toolParametersData(toolEntry(name)!, form) });
const facts = (name: string) => render(ToolFacts, { tool: name, facts: toolFactsData(toolEntry(name)!) });
const matrix = () => render(ToolGroupMatrix, { matrix: groupMatrixData((n) => toolEntry(n)!.page) });

describe('tool components', () => {
  test('ToolParams has one row per catalogue parameter, in order', () => {
    const html = params('search_and_replace');
    const names = [...html.matchAll(/<tr><td><code>([a-z_]+)<\/code>/g)].map((m) => m[1]);
    expect(names).toEqual(toolEntry('search_and_replace')!.parameters.map((p) => p.name));
    expect(html).toContain('<code>use_regex</code></td><td>No</td><td>boolean</td>');
  });

  test('ToolParams renders another call shape and names its enclosing tags', () => {
    expect(params('apply_diff', 'multi-file')).toContain('<code>start_line</code> (in <code>args › file › diff</code>)');
    expect(() => toolParametersData(toolEntry('apply_diff')!, 'batch')).toThrow(/no form "batch" \(known: multi-file\)/);
  });

  test('ToolAvailability renders the same sentence as the facts table, with its code marks', () => {
    const html = render(ToolAvailability, { tool: 'apply_diff', availability: toolEntry('apply_diff')!.availability });
    expect(facts('apply_diff')).toContain(html);
    expect(() => render(ToolAvailability, { tool: 'apply_diff' })).toThrow(/rendered without its catalogue data/);
  });

  test('a component without its inlined data fails loudly', () => {
    expect(() => render(ToolParams, { tool: 'read_file' })).toThrow(
      /<ToolParams tool="read_file"\/> rendered without its catalogue data/,
    );
    expect(() => render(ToolGroupMatrix, {})).toThrow(/<ToolGroupMatrix\/> rendered without/);
  });

  test('every related setting of every tool is in the facts module, and ToolFacts shows its label and key', () => {
    for (const tool of TOOL_CATALOGUE) {
      for (const id of tool.settings) expect(Object.keys(settings), `${tool.name} → ${id}`).toContain(id);
      const shown = text(facts(tool.name));
      for (const id of tool.settings) {
        const s = (settings as Record<string, { label: string; key: string }>)[id]!;
        expect(shown).toContain(`${s.label} (${s.key}; `);
      }
    }
  });

  test('ToolFacts gives group, restriction and toggle', () => {
    const shown = text(facts('write_to_file'));
    expect(shown).toContain('Groupedit');
    expect(shown).toContain('Architect (markdown files only), Code, Debug');
    expect(shown).toContain('Auto-approve toggle: Write');
    expect(text(facts('attempt_completion'))).toContain('GroupNone: every mode has it');
  });

  test('ToolGroupMatrix links every tool to its page and shows each mode’s access', () => {
    const html = matrix();
    for (const tool of TOOL_CATALOGUE) expect(html).toContain(`<a href="${tool.page}"><code>${tool.name}</code></a>`);
    expect(text(html)).toContain('commandexecute_commandNoYesNoYesNo');
    expect(text(html)).toContain('editapply_diff');
  });
});
