// The project's public addresses, as the Roo Code website, extension and docs publish them.
export const REPO_URL = 'https://github.com/RooCodeInc/Roo-Code';
export const MARKETPLACE_URL = 'https://marketplace.visualstudio.com/items?itemName=RooVeterinaryInc.roo-cline';

export const SOCIAL = {
  github: REPO_URL,
  discord: 'https://discord.gg/roocode',
  reddit: 'https://www.reddit.com/r/RooCode/',
  x: 'https://x.com/roocode',
  linkedin: 'https://www.linkedin.com/company/roo-code',
  tiktok: 'https://www.tiktok.com/@roo.code',
  bluesky: 'https://bsky.app/profile/roocode.bsky.social',
} as const;

export interface LinkColumn {
  title: string;
  links: { label: string; href: string }[];
}

export const FOOTER_COLUMNS: LinkColumn[] = [
  {
    title: 'Community',
    links: [
      { label: 'Discord', href: SOCIAL.discord },
      { label: 'Reddit', href: SOCIAL.reddit },
      { label: 'X', href: SOCIAL.x },
      { label: 'LinkedIn', href: SOCIAL.linkedin },
      { label: 'TikTok', href: SOCIAL.tiktok },
      { label: 'Bluesky', href: SOCIAL.bluesky },
      { label: 'YouTube', href: 'https://www.youtube.com/@RooCodeYT' },
    ],
  },
  {
    title: 'GitHub',
    links: [
      { label: 'Issues', href: `${REPO_URL}/issues` },
      { label: 'Feature Requests', href: `${REPO_URL}/discussions/categories/feature-requests` },
    ],
  },
  {
    title: 'Download',
    links: [
      { label: 'VS Code Marketplace', href: MARKETPLACE_URL },
      { label: 'Open VSX Registry', href: 'https://open-vsx.org/extension/RooVeterinaryInc/roo-cline' },
    ],
  },
  {
    title: 'Company',
    links: [
      { label: 'Contact', href: 'mailto:support@roocode.com' },
      { label: 'Careers', href: 'https://careers.roocode.com' },
      { label: 'Website Privacy Policy', href: 'https://roocode.com/privacy' },
      { label: 'Extension Privacy Policy', href: `${REPO_URL}/blob/main/PRIVACY.md` },
    ],
  },
];
