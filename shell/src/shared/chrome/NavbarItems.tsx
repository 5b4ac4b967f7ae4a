import { NavbarCounts, SocialLink } from '@roo-docs/chrome';

/** The navbar's right-hand links, placed before the theme toggle: community icons and counts. */
export function NavbarItems() {
  return (
    <>
      <SocialLink brand="reddit" size={20} />
      <SocialLink brand="discord" size={20} />
      <NavbarCounts />
    </>
  );
}
