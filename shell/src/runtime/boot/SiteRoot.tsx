import { useEffect, useMemo, useState, type ReactNode } from 'react';
import type { NavModel } from '../../shared/nav-model.ts';
import { REDIRECTS } from '../../shared/redirects.ts';
import { SiteContext, type SiteContextValue } from '../../shared/site-context.ts';
import { NavigationBridge } from '../navigation.tsx';
import type { SiteNav } from './nav-completion.ts';
import type { Sections } from './sections.ts';

/** Holds the navigation model in state so a completed model re-renders sidebar and routes. */
export function SiteRoot(props: {
  nav: SiteNav;
  sections: Sections;
  preload: (path: string) => Promise<void>;
  onHydrated: () => void;
  children: ReactNode;
}) {
  const { nav, sections, preload, onHydrated } = props;
  const [model, setModel] = useState<NavModel>(nav.model);
  // A block body: the arrow's value would be taken as the effect's cleanup, which StrictMode's
  // second run in development calls (setModel(undefined), a blank page).
  useEffect(() => {
    nav.renderWith(setModel);
  }, [nav]);
  useEffect(onHydrated, [onHydrated]);
  const site = useMemo<SiteContextValue>(
    () => ({
      model,
      redirects: REDIRECTS,
      preload,
      completeNav: nav.complete,
      search: sections.search(),
      sectionBuild: sections.buildOf,
    }),
    [model, preload, nav, sections],
  );
  return (
    <SiteContext.Provider value={site}>
      {props.children}
      <NavigationBridge site={site} />
    </SiteContext.Provider>
  );
}
