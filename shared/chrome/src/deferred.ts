// Chrome whose code a page does not need to become interactive: static or self-contained parts
// the shell hydrates once the page is (their server HTML shows meanwhile). Kept out of the main
// entry so a bundler can put them in a chunk of their own.
export { Footer } from './footer/Footer.tsx';
export { NavbarCounts } from './counts/NavbarCounts.tsx';
export { TeamsBanner } from './banners/TeamsBanner.tsx';
