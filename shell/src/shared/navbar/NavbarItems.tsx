import { Suspense } from 'react';
import { SocialLink } from '@roo-docs/chrome';
import { deferred } from '../deferred.tsx';
import { LocaleMenu, VersionMenu } from './NavMenus.tsx';

// Shows the counts the page was built with until its code (and the live counts) arrive.
const NavbarCounts = deferred(() => import('@roo-docs/chrome/deferred').then((m) => m.NavbarCounts));

/** The navbar's right-hand links, placed before the theme toggle: community icons, counts, docs version and language. */
export function NavbarItems() {
  return (
    <>
      <SocialLink brand="reddit" />
      <SocialLink brand="discord" />
      <Suspense fallback={null}>
        <NavbarCounts />
      </Suspense>
      <VersionMenu />
      <LocaleMenu />
    </>
  );
}
