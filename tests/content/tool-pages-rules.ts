import type { ToolEntry } from '@roo-docs/assistant-schemas/tools';

/** Props of every `<Component …/>` use on a page, in order; MDX attribute values are plain strings here. */
export function componentUses(source: string, component: string): Record<string, string>[] {
  const uses: Record<string, string>[] = [];
  for (const match of source.matchAll(new RegExp(`<${component}\\b([^>]*)/>`, 'g'))) {
    uses.push(Object.fromEntries([...match[1]!.matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1]!, m[2]!])));
  }
  return uses;
}

/** Lines outside fenced code that start a Markdown table whose header names a parameter column. */
function handWrittenParameterTables(source: string): number[] {
  const lines: number[] = [];
  let fenced = false;
  source.split('\n').forEach((line, i) => {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    else if (!fenced && /^\s*\|\s*Parameter\s*\|/i.test(line)) lines.push(i + 1);
  });
  return lines;
}

/**
 * What is wrong with the page that documents `tool`: its parameter table, facts and example must
 * come from the catalogue (one `<ToolParams>` per call shape), never be typed by hand.
 */
export function toolPageProblems(source: string, tool: ToolEntry): string[] {
  const problems: string[] = [];
  const params = componentUses(source, 'ToolParams').filter((p) => p.tool === tool.name);
  const shapes = [undefined, ...(tool.forms ?? []).map((f) => f.id)];
  for (const form of shapes) {
    if (!params.some((p) => p.form === form)) {
      problems.push(`no <ToolParams tool="${tool.name}"${form ? ` form="${form}"` : ''}/>`);
    }
  }
  if (!componentUses(source, 'ToolFacts').some((p) => p.tool === tool.name)) problems.push(`no <ToolFacts tool="${tool.name}"/>`);
  if (!componentUses(source, 'ToolExample').some((p) => p.tool === tool.name)) {
    problems.push(`no <ToolExample tool="${tool.name}"/>`);
  }
  for (const line of handWrittenParameterTables(source)) problems.push(`line ${line}: a parameter table typed by hand`);
  return problems;
}
