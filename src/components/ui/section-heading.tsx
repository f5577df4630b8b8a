import type { ReactNode } from 'react';

/** A section title with its small-caps eyebrow, optionally with a link on the right. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  action,
}: {
  id?: string;
  eyebrow?: string;
  title: string;
  action?: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-4 border-b border-sand-200 pb-5">
      <div>
        {eyebrow && <p className="text-xs font-semibold uppercase tracking-label text-clay-600">{eyebrow}</p>}
        <h2 id={id} className="mt-2 text-3xl font-light text-ink sm:text-4xl">
          {title}
        </h2>
      </div>
      {action}
    </div>
  );
}
