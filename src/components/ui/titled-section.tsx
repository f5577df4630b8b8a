import type { ReactNode } from 'react';

/** The heading of a part of a page, by level: a screen's parts (h2), or a part within one (h3). */
const HEADINGS = {
  h2: 'text-2xl font-light text-ink',
  h3: 'text-xl font-light text-ink',
} as const;

/**
 * A part of a page named by its heading (an order's items or delivery address, a profile's details or
 * orders, the parts of an order the owner works on). The content sets its own distance from the
 * heading.
 */
export function TitledSection({
  id,
  title,
  level: Heading = 'h2',
  className,
  children,
}: {
  id: string;
  title: string;
  level?: keyof typeof HEADINGS;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <Heading id={id} className={HEADINGS[Heading]}>
        {title}
      </Heading>
      {children}
    </section>
  );
}
