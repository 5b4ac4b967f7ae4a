import { SEARCH_PATH, type Resolution } from '../../shared/resolve-path.ts';

/**
 * Whether the served HTML was rendered for what this URL shows, so hydrating it patches nothing:
 * a 404.html served for `/x.html` was not, nor is a local section's page, which is drawn afresh
 * from the writer's code (hydrating the published HTML with it would mismatch wherever they
 * changed something).
 */
export function htmlMatches(here: Resolution, renderedPath: string | null, localPage: boolean): boolean {
  if (here.kind === 'page') return here.route.path === renderedPath && !localPage;
  if (here.kind === 'search') return renderedPath === SEARCH_PATH;
  return here.kind === 'not-found' && renderedPath === null;
}
