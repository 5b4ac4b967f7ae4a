import { BrandIcon, type Brand } from './icons.tsx';
import { SOCIAL } from './links.ts';

const NAMES: Record<Brand, string> = {
  github: 'GitHub',
  discord: 'Discord',
  reddit: 'Reddit',
  x: 'X',
  linkedin: 'LinkedIn',
  tiktok: 'TikTok',
  bluesky: 'Bluesky',
};

/** An icon-only link to one of Roo Code's community pages; the name is for screen readers and tooltips. */
export function SocialLink({ brand }: { brand: Brand }) {
  const name = `Roo Code on ${NAMES[brand]}`;
  return (
    <a className="social-link" href={SOCIAL[brand]} aria-label={name} title={name}>
      <BrandIcon brand={brand} />
    </a>
  );
}
