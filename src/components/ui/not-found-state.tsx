import type { ReactNode } from 'react';

import { EmptyScreen } from './empty-screen';

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
    <EmptyScreen seoTitle={title} title={title} description={description}>
      {children}
    </EmptyScreen>
  );
}
