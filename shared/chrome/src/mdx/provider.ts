import {
  Admonition,
  Card,
  CardGrid,
  CodeBlock,
  Fact,
  FileValidator,
  H2,
  H3,
  H4,
  Kbd,
  Label,
  ModelTable,
  Screenshot,
  Setting,
  Shortcut,
  Table,
  ToolAvailability,
  ToolFacts,
  ToolGroupMatrix,
  ToolParams,
  VideoGrid,
} from './index.ts';

/** The components every page gets without importing them; the shell adds `a` for client navigation. */
const components = {
  Admonition,
  Card,
  CardGrid,
  Fact,
  FileValidator,
  Kbd,
  Label,
  ModelTable,
  Screenshot,
  Setting,
  Shortcut,
  ToolAvailability,
  ToolFacts,
  ToolGroupMatrix,
  ToolParams,
  VideoGrid,
  h2: H2,
  h3: H3,
  h4: H4,
  pre: CodeBlock,
  table: Table,
};

// MDX's `providerImportSource` calls this: a plain function, no context, so it works in any React root.
export function useMDXComponents() {
  return components;
}
