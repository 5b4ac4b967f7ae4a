import { labels, settings, shortcuts, statements } from '@roo-docs/mdx-kit/facts';

/** One prop of an entry component: the values it takes (a fact table's ids, or a short list). */
interface PropRule {
  values: readonly string[];
  /** What the values are, for the error (`a shortcut id of shared/mdx-kit/src/facts/`). */
  what: string;
  required?: boolean;
}

const ids = (table: object, kind: string): PropRule => ({
  values: Object.keys(table),
  what: `a ${kind} id of shared/mdx-kit/src/facts/`,
  required: true,
});
const oneOf = (...values: string[]): PropRule => ({ values, what: values.map((v) => `'${v}'`).join(', ') });

/**
 * The components an entry may use and the props each takes, as the kit's components read them
 * (shared/mdx-kit/src/Facts.tsx). Checked before the build, so a wrong id is reported at its
 * line in the entry rather than while the generated page renders.
 */
export const ENTRY_COMPONENTS: Readonly<Record<string, Readonly<Record<string, PropRule>>>> = {
  Shortcut: {
    id: ids(shortcuts, 'shortcut'),
    platform: oneOf('windows', 'mac'),
    show: oneOf('keys', 'command', 'title', 'when'),
  },
  Setting: { id: ids(settings, 'setting'), show: oneOf('label', 'key', 'default', 'location') },
  Label: { id: ids(labels, 'label'), show: oneOf('text', 'icon', 'location') },
  Fact: { id: ids(statements, 'statement') },
  Kbd: {},
};

interface Attribute {
  type: string;
  name?: string;
  value?: unknown;
}

/** Problems with one component's name and props; `where` is its place in the entry. */
export function componentProblems(name: string | null | undefined, attributes: Attribute[], where: string): string[] {
  if (!name) return [`${where}: a JSX fragment (<>) is not allowed in an entry; write Markdown`];
  const props = ENTRY_COMPONENTS[name];
  if (!props)
    return [
      `${where}: <${name}> is not a component entries may use (${Object.keys(ENTRY_COMPONENTS).join(', ')}); write Markdown, or put code in backticks`,
    ];
  const problems: string[] = [];
  const given = new Set<string>();
  for (const attr of attributes) {
    if (attr.type !== 'mdxJsxAttribute') {
      problems.push(`${where}: <${name} {...}> spreads an expression; props must be literal strings`);
      continue;
    }
    const prop = attr.name!;
    given.add(prop);
    const rule = props[prop];
    if (!rule) problems.push(`${where}: <${name}> has no prop '${prop}' (it takes: ${Object.keys(props).join(', ') || 'none'})`);
    else if (typeof attr.value !== 'string')
      problems.push(`${where}: <${name} ${prop}=…> must be a literal string such as ${prop}="…", not an expression`);
    else if (!rule.values.includes(attr.value)) problems.push(`${where}: <${name} ${prop}="${attr.value}"> is not ${rule.what}`);
  }
  for (const [prop, rule] of Object.entries(props))
    if (rule.required && !given.has(prop)) problems.push(`${where}: <${name}> needs ${prop}="…"`);
  return problems;
}
