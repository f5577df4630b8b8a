import { ButtonLink } from '@/components/ui';
import { NotFoundState } from '@/components/ui/not-found-state';

/** SPEC: a missing, unpublished or failed content page. */
export function PageNotFound() {
  return (
    <NotFoundState
      title="Page Not Found"
      description="The page you're looking for doesn't exist or hasn't been published yet."
    >
      <ButtonLink to="/">Return to Home</ButtonLink>
    </NotFoundState>
  );
}
