import { z } from 'zod';
import {
  ALWAYS_AVAILABLE_TOOLS,
  AUTO_APPROVE_TOGGLES,
  BUILT_IN_MODE_SLUGS,
  BUILT_IN_MODES,
  GROUP_TOOLS,
  TOOL_GROUPS,
  TOOL_NAMES,
  type ToolName,
} from './catalogue/names.ts';
import { PARAMETER_TYPES } from './catalogue/types.ts';

// Not toolNameSchema from tools.ts: tools.ts re-exports this module, and the cycle would leave it undefined here.
const toolName = z.enum(TOOL_NAMES);
const sentence = z.string().min(3).max(400);
const tagName = z.string().regex(/^[a-z][a-z_]*$/, 'a parameter is a lower-case XML tag name');

export const toolParameterSchema = z.strictObject({
  name: tagName,
  within: z
    .string()
    .regex(/^[a-z_]+( › [a-z_]+)*$/, 'enclosing tags are written `outer › inner`')
    .optional(),
  required: z.boolean(),
  type: z.enum(PARAMETER_TYPES),
  meaning: sentence,
  values: z.array(z.string().min(1)).min(2).optional(),
});

/** The example must be a call of this tool that carries every required top-level parameter. */
function checkExample(
  ctx: z.RefinementCtx,
  tool: string,
  example: string,
  parameters: z.infer<typeof toolParameterSchema>[],
  path: (string | number)[],
) {
  if (!example.startsWith(`<${tool}>`) || !example.endsWith(`</${tool}>`)) {
    ctx.addIssue({ code: 'custom', path, message: `the example must be one <${tool}> call` });
  }
  for (const p of parameters) {
    if (p.required && !p.within && !example.includes(`<${p.name}>`)) {
      ctx.addIssue({ code: 'custom', path, message: `the example lacks the required parameter <${p.name}>` });
    }
  }
}

function checkParameters(ctx: z.RefinementCtx, parameters: z.infer<typeof toolParameterSchema>[], path: (string | number)[]) {
  const seen = new Set<string>();
  parameters.forEach((p, i) => {
    const id = `${p.within ?? ''}/${p.name}`;
    if (seen.has(id)) ctx.addIssue({ code: 'custom', path: [...path, i], message: `parameter ${p.name} is listed twice` });
    seen.add(id);
    if ((p.type === 'enum') !== (p.values !== undefined)) {
      ctx.addIssue({ code: 'custom', path: [...path, i, 'values'], message: 'values are given exactly for enum parameters' });
    }
  });
}

export const toolFormSchema = z.strictObject({
  id: z.string().regex(/^[a-z][a-z-]*$/),
  when: sentence,
  parameters: z.array(toolParameterSchema).min(1),
  example: z.string().min(1),
});

export const toolEntrySchema = z
  .strictObject({
    name: toolName,
    group: z.enum(TOOL_GROUPS).optional(),
    summary: sentence,
    parameters: z.array(toolParameterSchema),
    forms: z.array(toolFormSchema).optional(),
    approval: z.strictObject({
      required: z.boolean(),
      autoApprove: z.enum(Object.keys(AUTO_APPROVE_TOGGLES) as [keyof typeof AUTO_APPROVE_TOGGLES]).optional(),
      note: sentence,
    }),
    modes: z.array(z.enum(BUILT_IN_MODE_SLUGS)).min(1),
    availability: sentence.optional(),
    settings: z.array(z.string().regex(/^[a-z][A-Za-z0-9]*$/, 'a facts-module setting id')),
    example: z.string().min(1),
    page: z.string().regex(/^\/advanced-usage\/available-tools\/[a-z-]+$/, 'a page under /advanced-usage/available-tools/'),
  })
  .superRefine((tool, ctx) => {
    checkParameters(ctx, tool.parameters, ['parameters']);
    checkExample(ctx, tool.name, tool.example, tool.parameters, ['example']);
    tool.forms?.forEach((form, i) => {
      checkParameters(ctx, form.parameters, ['forms', i, 'parameters']);
      checkExample(ctx, tool.name, form.example, form.parameters, ['forms', i, 'example']);
    });
  });
export type ToolEntryInput = z.input<typeof toolEntrySchema>;

const groupOf = (tool: ToolName) => TOOL_GROUPS.find((g) => GROUP_TOOLS[g].includes(tool));
const modesOf = (tool: ToolName) =>
  ALWAYS_AVAILABLE_TOOLS.includes(tool)
    ? BUILT_IN_MODES.map((m) => m.slug)
    : BUILT_IN_MODES.filter((m) => m.groups.some((g) => GROUP_TOOLS[g.group].includes(tool))).map((m) => m.slug);

/**
 * The whole catalogue: each tool once, none missing, each in the group and modes the extension
 * gives it. Those cross-checks compare entries with the source's lists and stay zod-only.
 */
export const toolCatalogueSchema = z.array(toolEntrySchema).superRefine((tools, ctx) => {
  const names = tools.map((t) => t.name);
  for (const name of TOOL_NAMES) {
    const count = names.filter((n) => n === name).length;
    if (count !== 1) ctx.addIssue({ code: 'custom', path: [], message: `${name} appears ${count} times, expected once` });
  }
  tools.forEach((tool, i) => {
    if (tool.group !== groupOf(tool.name)) {
      ctx.addIssue({
        code: 'custom',
        path: [i, 'group'],
        message: `${tool.name} belongs to group ${groupOf(tool.name) ?? '(none)'}`,
      });
    }
    const expected = modesOf(tool.name);
    if ([...tool.modes].sort().join() !== [...expected].sort().join()) {
      ctx.addIssue({ code: 'custom', path: [i, 'modes'], message: `${tool.name} is allowed in ${expected.join(', ')}` });
    }
  });
});
