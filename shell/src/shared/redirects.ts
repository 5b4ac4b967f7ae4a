import redirects from '../../config/redirects.json' with { type: 'json' };
import type { Redirect } from './resolve-path.ts';

/** Old paths that still work (docs/site-behaviour.md, Old paths), owned by the shell. */
export const REDIRECTS: readonly Redirect[] = redirects;
