import type { PageAlternate, PageMeta, RouteEntry, ShareImage } from '@roo-docs/schemas';

/** What the build adds to the route table's data in each page's module. */
export interface PageMetaExtras {
  /** By route; the dev server draws none. */
  shareImages?: ReadonlyMap<string, ShareImage>;
  /** By route (the content step's `alternates`). */
  alternates?: Readonly<Record<string, PageAlternate[]>>;
}

/** Each page's `meta` export by route: its dates and source, and what the build drew or generated for it. */
export function pageMetas(
  routes: readonly RouteEntry[],
  { shareImages, alternates }: PageMetaExtras = {},
): Map<string, PageMeta> {
  return new Map(
    routes.map((r) => {
      const meta: PageMeta = { lastUpdated: r.lastUpdated, source: r.source };
      const image = shareImages?.get(r.path);
      if (image) meta.shareImage = image;
      const alt = alternates?.[r.path];
      if (alt?.length) meta.alternates = alt;
      return [r.path, meta];
    }),
  );
}
