import type { ReactNode } from 'react';
import { Link } from 'react-router';
import './ui.css';

/** The head of a Home card or page section: a title and an optional "more" link or control. */
export function SectionHeader({ title, more, moreTo, children }: { title: string; more?: string; moreTo?: string; children?: ReactNode }) {
  return (
    <header className="app-section-head">
      <h2 className="app-section-head__title">{title}</h2>
      {children}
      {more && moreTo && (
        <Link className="app-section-head__more" to={moreTo}>
          {more} ›
        </Link>
      )}
    </header>
  );
}
