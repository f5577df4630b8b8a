import type { ReactNode } from 'react';

/**
 * A part of a page named by its heading (an order's items or delivery address, a profile's details or
 * orders). The content sets its own distance from the heading.
 */
export function TitledSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-2xl font-light text-ink">
        {title}
      </h2>
      {children}
    </section>
  );
}
