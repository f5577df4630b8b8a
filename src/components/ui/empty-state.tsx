import type { ReactNode } from 'react';

import { ZellijStar } from './zellij-star';

interface EmptyStateProps {
  title: string;
  description?: ReactNode;
  /** Actions (links or buttons) that offer a way on. */
  children?: ReactNode;
  /** Heading level: 'h1' when the empty state is the whole screen (not found), else 'h2'. */
  as?: 'h1' | 'h2' | 'p';
}

/** An honest, friendly empty or not-found state with a way forward. */
export function EmptyState({ title, description, children, as: Heading = 'h2' }: EmptyStateProps) {
  return (
    <div className="mx-auto flex max-w-prose flex-col items-center px-6 py-20 text-center">
      <ZellijStar className="h-10 w-10 text-clay-500" />
      <Heading className="mt-6 font-display text-2xl font-light text-ink sm:text-3xl">{title}</Heading>
      {description && <div className="mt-3 text-ink-soft">{description}</div>}
      {children && <div className="mt-8 flex flex-wrap justify-center gap-3">{children}</div>}
    </div>
  );
}
