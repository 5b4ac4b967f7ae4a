import { NavbarCounts, SocialLink } from '@roo-docs/chrome';
import { LocaleMenu, VersionMenu } from './NavMenus.tsx';

/** The navbar's right-hand links, placed before the theme toggle: community icons, counts, docs version and language. */
export function NavbarItems() {
  return (
    <>
      <SocialLink brand="reddit" size={20} />
      <SocialLink brand="discord" size={20} />
      <NavbarCounts />
      <VersionMenu />
      <LocaleMenu />
    </>
  );
}
