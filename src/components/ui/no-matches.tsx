import type { ReactNode } from 'react';

import { ButtonLink } from './button';
import { EmptyState } from './empty-state';

interface NoMatchesProps {
  title: string;
  description?: string;
  /** The link that clears the filters. */
  clear: { to: string; label: string };
  /** What is popular instead, under its heading (`id` names the section); null when there is none. */
  popular: { id: string; title: string; list: ReactNode } | null;
}

/** A filtered list that found nothing: a way to clear the filters, then what is popular instead. */
export function NoMatches({ title, description, clear, popular }: NoMatchesProps) {
  return (
    <>
      <EmptyState title={title} description={description}>
        <ButtonLink to={clear.to} variant="secondary">
          {clear.label}
        </ButtonLink>
      </EmptyState>
      {popular && (
        <section aria-labelledby={popular.id} className="border-t border-sand-200 pt-10">
          <h2 id={popular.id} className="font-display text-2xl font-light text-ink">
            {popular.title}
          </h2>
          {popular.list}
        </section>
      )}
    </>
  );
}
