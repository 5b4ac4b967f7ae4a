import {
  DOCS_VERSIONS,
  SITE_BASE_URL,
  docsVersionSchema,
  parseOrThrow,
  type DocsVersion,
  type DocsVersionSummary,
  type SectionName,
  type SectionRouteTable,
} from '@roo-docs/schemas';

const docId = (path: string) => path.replace(/^\/|\/$/g, '') || 'index';

/**
 * Every configured docs version, complete with the live pages, checked against the base URL:
 * a version whose path or pages fall outside it is a configuration error, raised
 * before anything is published.
 */
export function checkDocsVersions(
  tables: Map<SectionName, SectionRouteTable>,
  versions: readonly DocsVersionSummary[] = DOCS_VERSIONS,
  baseUrl: string = SITE_BASE_URL,
): DocsVersion[] {
  const docs = [...tables.values()]
    .flatMap((t) => t.routes)
    .map((r) => ({ id: docId(r.path), path: r.path, ...(r.inSidebar ? { sidebar: 'docs' } : {}) }));
  return versions.map((v) => {
    const main = docs.find((d) => d.path === v.mainDocPath);
    if (!main) throw new Error(`Docs version ${v.name}: its main page ${v.mainDocPath} is not a live route`);
    const version = {
      name: v.name,
      label: v.label,
      isLast: v.isLast,
      path: v.path,
      mainDocId: main.id,
      docs,
      draftIds: [],
      sidebars: { docs: {} },
      breadcrumbs: true,
    };
    return parseOrThrow(docsVersionSchema(baseUrl), version, `docs version ${v.name} (base URL ${baseUrl})`);
  });
}
