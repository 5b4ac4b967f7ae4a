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
  Tab,
  Table,
  Tabs,
  ToolAvailability,
  ToolFacts,
  ToolGroupMatrix,
  ToolParams,
  VideoGrid,
  ZoomImage,
} from './index.ts';
import { ContentLink } from './ContentLink.tsx';

/** The components every page gets without importing them; a parcel replaces `a` with its own. */
const components = {
  a: ContentLink,
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
  Tab,
  Tabs,
  ToolAvailability,
  ToolFacts,
  ToolGroupMatrix,
  ToolParams,
  VideoGrid,
  ZoomImage,
  h2: H2,
  h3: H3,
  h4: H4,
  pre: CodeBlock,
  table: Table,
  img: ZoomImage,
};

// MDX's `providerImportSource` calls this: a plain function, no context, so it works in any React root.
export function useMDXComponents() {
  return components;
}
