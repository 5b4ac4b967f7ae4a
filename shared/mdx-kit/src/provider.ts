import * as kit from './index.ts';
import { ContentLink } from './ContentLink.tsx';
import { PROVIDED_COMPONENTS } from './page-components.ts';

/**
 * The components every page gets without importing them (page-components.ts names them), and the
 * kit's forms of the plain elements; a parcel replaces `a` with its own.
 */
const components = {
  ...(Object.fromEntries(PROVIDED_COMPONENTS.map((name) => [name, kit[name]])) as Pick<
    typeof kit,
    (typeof PROVIDED_COMPONENTS)[number]
  >),
  a: ContentLink,
  h2: kit.H2,
  h3: kit.H3,
  h4: kit.H4,
  pre: kit.CodeBlock,
  table: kit.Table,
  img: kit.ZoomImage,
};

// MDX's `providerImportSource` calls this: a plain function, no context, so it works in any React root.
export function useMDXComponents() {
  return components;
}
