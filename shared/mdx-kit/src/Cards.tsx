import type { ReactNode } from 'react';

/** A grid of link cards, for index pages that route readers onward. */
export function CardGrid({ children }: { children?: ReactNode }) {
  return <div className="card-grid">{children}</div>;
}

export function Card({ title, href, children }: { title: string; href: string; children?: ReactNode }) {
  return (
    <a className="card" href={href}>
      <strong className="card-title">{title}</strong>
      {children ? <span className="card-body">{children}</span> : null}
    </a>
  );
}

export function Kbd({ children }: { children?: ReactNode }) {
  return <kbd className="kbd">{children}</kbd>;
}
