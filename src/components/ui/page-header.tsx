import type { ReactNode } from 'react';

import { ZellijStar } from './zellij-star';

interface PageHeaderProps {
  title: string;
  /** A small-caps line above the title, e.g. "The Shop". */
  eyebrow?: string;
  description?: ReactNode;
  /** Extra content under the description (counts, filters, links). */
  children?: ReactNode;
  align?: 'center' | 'left';
}

/** The calm opening of a screen: eyebrow, display title (the page's one h1) and a short lede. */
export function PageHeader({ title, eyebrow, description, children, align = 'center' }: PageHeaderProps) {
  const centered = align === 'center';
  return (
    <header
      className={`mx-auto max-w-content px-5 pb-10 pt-12 sm:px-8 sm:pt-16 ${centered ? 'text-center' : ''}`}
    >
      {eyebrow && (
        <p
          className={`flex items-center gap-3 text-xs font-semibold uppercase tracking-label text-clay-600 ${centered ? 'justify-center' : ''}`}
        >
          <ZellijStar className="h-4 w-4 text-clay-500" />
          {eyebrow}
        </p>
      )}
      <h1 className="mt-4 text-4xl font-light leading-tight text-ink sm:text-5xl">{title}</h1>
      {description && (
        <div
          className={`mt-5 max-w-prose text-base leading-relaxed text-ink-soft sm:text-lg ${centered ? 'mx-auto' : ''}`}
        >
          {description}
        </div>
      )}
      {children && <div className="mt-6">{children}</div>}
    </header>
  );
}
