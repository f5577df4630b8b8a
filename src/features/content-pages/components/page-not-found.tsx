import { ButtonLink, EmptyState } from '@/components/ui';
import { Seo } from '@/components/seo';

/** SPEC: a missing, unpublished or failed content page. */
export function PageNotFound() {
  return (
    <>
      <Seo title="Page Not Found" noindex />
      <EmptyState
        as="h1"
        title="Page Not Found"
        description="The page you're looking for doesn't exist or hasn't been published yet."
      >
        <ButtonLink to="/">Return to Home</ButtonLink>
      </EmptyState>
    </>
  );
}
