export { buildShell, type ShellBuild } from './build-shell.ts';
// Types of the hand-off to deploy, which loads the built `ssr/index.mjs` of a live shell at run time.
export type { RenderInput } from './ssr-entry.tsx';
export type { ShellAssets } from './html-document.ts';
export type { NavSection, SiteData } from '../shared/site-data.ts';
export type { PageModule } from '../shared/pages.ts';

/** The module the shell's Node build (`ssr/index.mjs`, built from ssr-entry.tsx) is. */
export type ShellSsr = typeof import('./ssr-entry.tsx');
