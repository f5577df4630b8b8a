import type { ReactNode } from 'react';

import { SectionHeading } from '@/components/ui';

/** How a section sets its heading: above its content, or beside it from `lg` on. */
const LAYOUT = {
  stacked: '',
  beside: 'grid gap-10 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-20',
};

/** One of the about page's sections, named by its eyebrowed heading, on an optional band of colour. */
export function AboutSection({
  id,
  eyebrow,
  title,
  band,
  layout = 'stacked',
  children,
}: {
  id: string;
  eyebrow: string;
  title: string;
  band?: string;
  layout?: keyof typeof LAYOUT;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={band}>
      <div className={`mx-auto max-w-content px-5 py-20 sm:px-8 sm:py-24 ${LAYOUT[layout]}`.trim()}>
        <SectionHeading id={id} eyebrow={eyebrow} title={title} />
        {children}
      </div>
    </section>
  );
}
