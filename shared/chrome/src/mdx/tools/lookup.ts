import { toolEntry, type ToolEntry, type ToolForm } from '@roo-docs/schemas/tools';

const CATALOGUE_FILE = 'shared/schemas/src/tool-catalogue/';

// MDX props are not type-checked: an unknown tool or form must fail the section build (pages are
// rendered while it builds), naming where the catalogue lives.
export function toolOrThrow(name: string | undefined, component: string): ToolEntry {
  const tool = name === undefined ? undefined : toolEntry(name);
  if (!tool) throw new Error(`<${component} tool="${name}"/>: no such tool in ${CATALOGUE_FILE} (fix the page or the catalogue)`);
  return tool;
}

export function formOrThrow(tool: ToolEntry, id: string, component: string): ToolForm {
  const form = tool.forms?.find((f) => f.id === id);
  if (!form) {
    const known = (tool.forms ?? []).map((f) => f.id).join(', ') || 'none';
    throw new Error(`<${component} tool="${tool.name}" form="${id}"/>: unknown form (known: ${known}) in ${CATALOGUE_FILE}`);
  }
  return form;
}
