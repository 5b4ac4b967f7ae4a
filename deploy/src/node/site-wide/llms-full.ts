import { SITE_URL, type SectionRouteTable, type SidebarItem } from '@roo-docs/schemas';
import { SITE_SUMMARY } from './llms-txt.ts';
import { OPTIONAL_SECTIONS } from './optional-sections.ts';

/** The pages of the site in the order its sidebar lists them, then those it does not list. */
export function sidebarOrder(tables: SectionRouteTable[]): string[] {
  const seen = new Set<string>();
  const visit = (item: SidebarItem) => {
    if (item.type === 'doc') seen.add(item.path);
    if (item.type === 'category') item.items.forEach(visit);
  };
  const top = tables.flatMap((t) => t.sidebar).sort((a, b) => a.order - b.order);
  for (const { item } of top) visit(item);
  const routes = new Set(tables.flatMap((t) => t.routes.map((r) => r.path)));
  return [...[...seen].filter((p) => routes.has(p)), ...[...routes].filter((p) => !seen.has(p))];
}

/** One file of many twins: a short preface, then each page whole, in sidebar order. */
function joined(title: string, preface: string, paths: string[], twins: Map<string, string>): string {
  const pages = paths.map((p) => twins.get(p)).filter((t): t is string => t !== undefined);
  return [`# ${title}`, '', `> ${preface}`, '', ...pages.map((p) => `${p.trimEnd()}\n`)].join('\n');
}

/**
 * `/llms-full.txt`: every docs page's Markdown in one file, in sidebar order, for a tool that
 * takes the whole documentation at once; and a file of its own for each section the record marks
 * optional (`/update-notes/llms-full.txt`, every release note), kept apart because it is as long
 * as the docs and most questions need none of it. Optional sections that are not live get no file.
 */
export function llmsFullTxt(
  tables: SectionRouteTable[],
  twins: Map<string, string>,
): { docs: string; optional: { path: string; text: string }[] } {
  const optional = new Set(OPTIONAL_SECTIONS.map((o) => o.section));
  const docs = tables.filter((t) => !optional.has(t.section));
  // 'Release notes: https://docs.roocode.com/update-notes/llms-full.txt.'
  const apart = OPTIONAL_SECTIONS.map((o) => ` ${o.name[0]!.toUpperCase()}${o.name.slice(1)}: ${SITE_URL}${o.path}.`).join('');
  return {
    docs: joined('Roo Code Documentation', SITE_SUMMARY + apart, sidebarOrder(docs), twins),
    optional: OPTIONAL_SECTIONS.flatMap((o) => {
      const own = tables.filter((t) => t.section === o.section);
      if (!own.length) return [];
      const text = joined(
        `Roo Code ${o.name}`,
        `The ${o.name} pages in sidebar order, as on ${o.home}.`,
        sidebarOrder(own),
        twins,
      );
      return [{ path: o.path, text }];
    }),
  };
}
