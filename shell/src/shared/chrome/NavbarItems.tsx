import { NavbarCounts, SocialLink } from '@roo-docs/chrome';
import { LocaleMenu, VersionMenu } from './NavMenus.tsx';

/** The navbar's right-hand links, placed before the theme toggle: community icons, counts, docs version and language. */
export function NavbarItems() {
  return (
    <>
      <SocialLink brand="reddit" />
      <SocialLink brand="discord" />
      <NavbarCounts />
      <VersionMenu />
      <LocaleMenu />
    </>
  );
}
