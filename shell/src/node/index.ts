export { buildShell, type ShellBuild } from './build-shell.ts';
export { cspMeta, withLoopbackSources, LOOPBACK_SCRIPT_SOURCES } from './content-security-policy.ts';
// The hand-off to deploy, which loads the built `ssr/index.mjs` of a live shell at run time.
export type { DocumentKeyInput, RenderInput, ShellAssets, ShellSsr } from './hand-off.ts';
export type { NavSection, SiteData } from '../shared/site-data.ts';
// Where a page inlines its site data (and so the pointer it was rendered with): prune reads it.
export { SITE_DATA_ID } from '../shared/site-data.ts';
export type { PageModule } from '../shared/pages.ts';
export { shellWebConfig } from './rspack-config.ts';
export { navSectionOf } from '../shared/nav-model.ts';
export { REDIRECTS } from '../shared/redirects.ts';
// The dev server answers a path no page has with 404, as the published site's server does.
export { buildNavModel } from '../shared/nav-model.ts';
export { resolvePath } from '../shared/resolve-path.ts';
