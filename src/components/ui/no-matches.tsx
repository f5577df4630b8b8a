import type { ReactNode } from 'react';

import { ButtonLink } from './button';
import { EmptyState } from './empty-state';

interface NoMatchesProps {
  title: string;
  description?: string;
  /** The link that clears the filters. */
  clear: { to: string; label: string };
  /** What is offered instead (a <PopularInstead>). */
  children?: ReactNode;
}

/** A filtered list that found nothing: a way to clear the filters, then what is popular instead. */
export function NoMatches({ title, description, clear, children }: NoMatchesProps) {
  return (
    <>
      <EmptyState title={title} description={description}>
        <ButtonLink to={clear.to} variant="secondary">
          {clear.label}
        </ButtonLink>
      </EmptyState>
      {children}
    </>
  );
}

interface PopularInsteadProps<T> {
  /** Names the section for its heading. */
  id: string;
  title: string;
  items: T[];
  children: (items: T[]) => ReactNode;
}

/** What is popular, under its heading, below a list that found nothing; left out when there is none. */
export function PopularInstead<T>({ id, title, items, children }: PopularInsteadProps<T>) {
  if (items.length === 0) return null;
  return (
    <section aria-labelledby={id} className="border-t border-sand-200 pt-10">
      <h2 id={id} className="font-display text-2xl font-light text-ink">
        {title}
      </h2>
      {children(items)}
    </section>
  );
}
