import { SITE_URL } from '@roo-docs/schemas';

/** Open Graph's recommended size: what Discord, Slack, Reddit and X show as a large preview. */
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** What one share image shows; its hash names the file, so equal cards are one image. */
export interface ShareCard {
  title: string;
  /** The page's part of the docs, e.g. `Features`. */
  section: string;
  /** The site's name, as its pages' titles end. */
  product: string;
}

/** A node of the tree satori lays out: its own JSX shape, written as data (no React here). */
export interface CardNode {
  type: string;
  props: { style?: Record<string, string | number>; children?: (CardNode | string)[] | CardNode | string };
}

const node = (style: CardNode['props']['style'], ...children: (CardNode | string)[]): CardNode => ({
  type: 'div',
  props: { style: { display: 'flex', ...style }, children: children.length === 1 ? children[0] : children },
});

// The site's dark theme (shared/chrome/src/styles/theme.css) and the favicon's badge.
const COLOURS = { bg: '#121417', fg: '#e6e8eb', soft: '#b2b8c0', accent: '#7db3ff', badge: '#1d5fbf', border: '#30353c' };

/** Long titles step down a size so that three lines always hold them. */
function titleSize(title: string): number {
  if (title.length <= 32) return 76;
  if (title.length <= 52) return 64;
  return 54;
}

/** The card: the site's badge and name on top, the page's section and title below, the host at the foot. */
export function shareCardTree({ title, section, product }: ShareCard): CardNode {
  const host = new URL(SITE_URL).host;
  return node(
    {
      ...SHARE_IMAGE_SIZE,
      boxSizing: 'border-box',
      flexDirection: 'column',
      justifyContent: 'space-between',
      padding: '64px 80px 56px',
      background: COLOURS.bg,
      color: COLOURS.fg,
      fontFamily: 'Inter',
      borderTop: `12px solid ${COLOURS.accent}`,
    },
    node(
      { alignItems: 'center', gap: 22, fontSize: 34, fontWeight: 700 },
      node(
        {
          width: 64,
          height: 64,
          borderRadius: 14,
          background: COLOURS.badge,
          color: '#ffffff',
          alignItems: 'center',
          justifyContent: 'center',
          fontSize: 36,
        },
        'R',
      ),
      product,
    ),
    node(
      { flexDirection: 'column', gap: 22 },
      node({ fontSize: 30, fontWeight: 700, color: COLOURS.accent, textTransform: 'uppercase', letterSpacing: 2 }, section),
      node({ fontSize: titleSize(title), fontWeight: 700, lineHeight: 1.12, lineClamp: 3 }, title),
    ),
    node(
      { justifyContent: 'space-between', alignItems: 'center', borderTop: `2px solid ${COLOURS.border}`, paddingTop: 24 },
      node({ fontSize: 28, color: COLOURS.soft }, host),
      node({ fontSize: 28, color: COLOURS.soft }, 'Docs for the AI coding agent in VS Code'),
    ),
  );
}
