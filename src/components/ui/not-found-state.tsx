import type { ReactNode } from 'react';

import { Seo } from '@/components/seo';

import { EmptyState } from './empty-state';

/**
 * A screen whose row does not exist: the spec's not-found title as the page's heading and its title,
 * kept out of search engines, with a way on (links given as children).
 */
export function NotFoundState({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <>
      <Seo title={title} noindex />
      <EmptyState as="h1" title={title} description={description}>
        {children}
      </EmptyState>
    </>
  );
}
