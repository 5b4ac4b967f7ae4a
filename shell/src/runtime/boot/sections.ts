import type { RemotesPointer, SectionName } from '@roo-docs/schemas';
import type { NavRoute } from '../../shared/nav-model.ts';
import { PageLoadError, type PageModule } from '../../shared/pages.ts';
import { loadBounds, withDeadline } from '../load-bounds.ts';
import { nextTask } from '../next-task.ts';
import { searchFor } from '../search-service.ts';

type Search = () => ReturnType<typeof searchFor>;

/** The live sections as this page knows them: which builds it trusts, and loading pages from them. */
export interface Sections {
  /** Trusts `pointer`'s builds and registers them with the federation runtime once the shell is interactive. */
  trust(pointer: RemotesPointer): void;
  /** Trusts a newer pointer only if a section's build changed (registering the same builds again reloads them). */
  adopt(live: RemotesPointer): void;
  /** The page module of `route`, from its section, within the load bound. */
  loadRoute(route: NavRoute): Promise<PageModule>;
  /**
   * A search function of the trusted pointer: a new one only when that pointer changes, so search
   * hooks ask again of the new shards (a page's inlined pointer may predate a release), not at
   * every navigation update.
   */
  search(): Search;
  /** The trusted build of a section, null before any pointer is trusted or for a section it lacks. */
  buildOf(section: SectionName): string | null;
}

export function createSections(hydrated: Promise<void>): Sections {
  // Registration waits for the federation runtime, which loads after hydration starts.
  let registered: Promise<void> = Promise.resolve();
  let trusted: RemotesPointer | null = null;
  let searchOfPointer: { pointer: RemotesPointer | null; search: Search } | null = null;
  const failed = new Set<SectionName>();

  const trust = (pointer: RemotesPointer) => {
    trusted = pointer;
    // Federation code is fetched with the first section it loads, after the shell is interactive.
    registered = registered
      .then(() => hydrated)
      .then(() => import('../federation.ts'))
      .then((f) => f.registerSections(pointer, true));
  };

  const fromSection = async (route: NavRoute): Promise<PageModule> => {
    await registered;
    const federation = await import('../federation.ts');
    if (failed.delete(route.section) && trusted) await federation.resetSection(route.section, trusted);
    const mod = await federation.loadRoutesModule(route.section);
    const found = await mod.findPage(route.path);
    if (!found) throw new Error(`Section ${route.section} has no page ${route.path}`);
    const page = (await found.load()) as PageModule;
    // The page's module ran in the task its chunk arrived in; rendering it gets tasks of its own.
    await nextTask();
    return page;
  };

  return {
    trust,
    buildOf: (section) => trusted?.sections[section]?.buildId ?? null,
    adopt(live) {
      const sections = Object.keys({ ...live.sections, ...trusted?.sections }) as SectionName[];
      // Registering the same builds again would make the federation runtime warn and reload.
      if (sections.some((s) => live.sections[s]?.buildId !== trusted?.sections[s]?.buildId)) trust(live);
      // The same builds with another search shard (a dev server's section, whose build id stays
      // while its pages change): search reads the new shards, nothing is registered again.
      else if (sections.some((s) => live.sections[s]?.hashes.searchShard !== trusted?.sections[s]?.hashes.searchShard))
        trusted = live;
    },
    async loadRoute(route) {
      try {
        // Everything the page needs (manifest, remoteEntry, its chunks) within one bound: chunks
        // come through the section's own script loader, which nothing else here can time.
        return await withDeadline(
          fromSection(route),
          loadBounds().totalMs,
          `Loading ${route.path} from the ${route.section} section`,
        );
      } catch (error) {
        failed.add(route.section);
        throw new PageLoadError(`Could not load ${route.path}`, { cause: error });
      }
    },
    search() {
      if (searchOfPointer?.pointer !== trusted) searchOfPointer = { pointer: trusted, search: () => searchFor(() => trusted) };
      return searchOfPointer.search;
    },
  };
}
