import type { ReactNode } from 'react';

import { Seo } from '@/components/seo';

import { EmptyState } from './empty-state';

interface EmptyScreenProps {
  title: string;
  description: string;
  /** A way on: links or buttons. */
  children: ReactNode;
}

/**
 * A whole screen that is an empty state (an empty cart, the profile before signing in, a row that does
 * not exist): its title is the page's heading, and the page is kept out of search engines under its
 * own tab title. It lives beside NotFoundState, which is one, so that the pages that show either load
 * no extra chunk for it.
 */
export function EmptyScreen({
  seoTitle,
  title,
  description,
  children,
}: EmptyScreenProps & { seoTitle: string }) {
  return (
    <>
      <Seo title={seoTitle} noindex />
      <EmptyState as="h1" title={title} description={description}>
        {children}
      </EmptyState>
    </>
  );
}

/**
 * A screen whose row does not exist: the spec's not-found title as the page's heading and its title,
 * kept out of search engines, with a way on (links given as children).
 */
export function NotFoundState({ title, ...rest }: EmptyScreenProps) {
  return <EmptyScreen seoTitle={title} title={title} {...rest} />;
}
