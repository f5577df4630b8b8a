import type { ReactNode } from 'react';

import { Seo } from '@/components/seo';

import { PageHeader } from './page-header';

/**
 * A screen of the reader's own (the cart, the profile, the owner's orders): kept out of search
 * engines, its header set to the start, over two columns whose widths and gap the screen chooses.
 */
export function ColumnsScreen({
  title,
  seoTitle = title,
  eyebrow,
  description,
  header,
  columns,
  children,
}: {
  title: string;
  /** The browser tab's title, when it is not the heading's. */
  seoTitle?: string;
  eyebrow: string;
  /** The lede under the title: every reader's, so a prerendered shell paints it with the heading. */
  description?: ReactNode;
  /** Under the title (the cart's count of items). */
  header?: ReactNode;
  /** The grid's gap and its columns from `lg` on, as Tailwind classes. */
  columns: string;
  children: ReactNode;
}) {
  return (
    <div className="pb-24">
      <Seo title={seoTitle} noindex />
      <PageHeader eyebrow={eyebrow} title={title} description={description} align="left">
        {header}
      </PageHeader>
      <div className={`mx-auto grid max-w-content px-5 sm:px-8 ${columns}`}>{children}</div>
    </div>
  );
}
