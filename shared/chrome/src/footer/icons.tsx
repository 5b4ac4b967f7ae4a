import type { SOCIAL } from './links.ts';

export type Brand = keyof typeof SOCIAL;

/**
 * A brand mark in the current text colour (box: styles/icons.css; paint: styles/icon-paint/). Decorative: the link around it
 * carries the name.
 */
export function BrandIcon({ brand }: { brand: Brand }) {
  return <span className={`icon icon-${brand}`} aria-hidden="true" />;
}
