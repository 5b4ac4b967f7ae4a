import { startTransition } from 'react';
import type { RemotesPointer } from '@roo-docs/schemas';
import { buildNavModel, type NavModel } from '../../shared/nav-model.ts';
import type { SiteData } from '../../shared/site-data.ts';
import { followDevRouteChanges } from './dev-updates.ts';
import type { Sections } from './sections.ts';

/** The navigation model this page shows: what it inlined at first, every section's once completed. */
export interface SiteNav {
  model(): NavModel;
  /** Fetches the whole navigation once (a failure is retried by the next call); no-op without a pointer. */
  complete(): Promise<void>;
  /** Where a new model is handed to the rendered tree. */
  renderWith(setModel: (model: NavModel) => void): void;
}

/**
 * The page inlined only the navigation it shows; the rest is fetched once. Newer sections
 * published since this page come with it, and their builds become trusted.
 */
export function createSiteNav(data: SiteData, pointer: RemotesPointer | null, sections: Sections): SiteNav {
  let model = buildNavModel(data.nav, data);
  let setModel: (model: NavModel) => void = () => {};
  let completing: Promise<void> | null = null;

  const apply = (nav: SiteData['nav'], live: RemotesPointer) => {
    sections.adopt(live);
    model = buildNavModel(nav);
    // The fuller sidebar renders in slices between the browser's own work, not in one task.
    startTransition(() => setModel(model));
  };

  const complete = (): Promise<void> => {
    if (!pointer) return Promise.resolve();
    completing ??= import('../refresh-nav.ts')
      .then(({ loadFullNavigation }) => loadFullNavigation(data, pointer, apply))
      .catch((error: unknown) => {
        completing = null;
        console.warn('Could not load the site navigation; using the part inlined in this page', error);
      });
    return completing;
  };

  // A section's development build replaced a page or its route table: fetch again. Every build
  // but the shell's development one drops this.
  if (__DEV_SERVER__)
    followDevRouteChanges(() => {
      completing = null;
      void complete();
    });

  return { model: () => model, complete, renderWith: (set) => void (setModel = set) };
}
