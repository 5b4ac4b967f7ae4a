import { setImmediate } from 'node:timers/promises';
import type { RouteEntry } from '@roo-docs/schemas';
import { sourceSections } from '../search/source-sections.ts';
import type { PageSection } from '../search/split-sections.ts';
import type { CompiledPage } from './state.ts';

/**
 * The search sections of every page cut from its MDX, each page cut again only when its text or
 * title changed, one page per turn of the event loop (a long-lived server answers in between).
 */
export function sourceSearchSections() {
  const cut = new Map<string, { text: string; title: string; sections: PageSection[] }>();
  return async (pages: readonly CompiledPage[], routes: readonly RouteEntry[]) => {
    const byPath = new Map(routes.map((r) => [r.path, r]));
    const out: { route: RouteEntry; sections: PageSection[] }[] = [];
    for (const page of pages) {
      const route = byPath.get(page.file.route);
      if (!route) continue;
      let known = cut.get(page.file.file);
      if (known?.text !== page.text || known.title !== route.title) {
        known = { text: page.text, title: route.title, sections: sourceSections(page.text, route.title) };
        cut.set(page.file.file, known);
        await setImmediate();
      }
      out.push({ route, sections: known.sections });
    }
    return out;
  };
}
