import { createContext } from 'react';

/**
 * Turns the site path of a page's picture (`/_assets/<hash>.webp`) into the URL the browser loads.
 * On the site a path is right as it is; a parcel on another origin points it at the docs site.
 */
export const AssetUrl = createContext<(path: string) => string>((path) => path);
