import type { Brand } from './icons.tsx';
import { FOOTER_COLUMNS } from './links.ts';
import { SocialLink } from './SocialLink.tsx';

const BRANDS: Brand[] = ['github', 'discord', 'reddit', 'x', 'linkedin', 'tiktok', 'bluesky'];
export const copyright = (year: number) => `© ${year} Roo Code, Inc. All rights reserved.`;

/**
 * The site footer: brand block with social icons, four link columns, copyright. The year is
 * given, not read from the clock, so the prerendered page and the hydrating browser agree.
 */
export function Footer({ year }: { year: number }) {
  return (
    <footer className="site-footer">
      <div className="footer-main">
        <div className="footer-brand">
          <p className="footer-logo">
            Roo Code <span>Docs</span>
          </p>
          <p className="footer-tagline">
            Empowering developers to build better software faster with AI-powered tools and insights.
          </p>
          <ul className="footer-social">
            {BRANDS.map((brand) => (
              <li key={brand}>
                <SocialLink brand={brand} />
              </li>
            ))}
          </ul>
        </div>
        <nav className="footer-columns" aria-label="Footer">
          {FOOTER_COLUMNS.map((column) => (
            <div key={column.title} className="footer-column">
              <h2 className="footer-title">{column.title}</h2>
              <ul>
                {column.links.map((link) => (
                  <li key={link.label}>
                    <a href={link.href}>{link.label}</a>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </div>
      <p className="footer-copyright">{copyright(year)}</p>
    </footer>
  );
}
