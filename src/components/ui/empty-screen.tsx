import type { ReactNode } from 'react';

import { Seo } from '@/components/seo';

import { EmptyState } from './empty-state';

/**
 * A whole screen that is an empty state (an empty cart, a profile before signing in, a row that does
 * not exist): its title the page's heading, kept out of search engines under the screen's tab title,
 * with a way on (links given as children).
 */
export function EmptyScreen({
  seoTitle,
  title,
  description,
  children,
}: {
  seoTitle: string;
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <>
      <Seo title={seoTitle} noindex />
      <EmptyState as="h1" title={title} description={description}>
        {children}
      </EmptyState>
    </>
  );
}
