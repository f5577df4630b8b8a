import { ButtonLink, EmptyState, LoadingState, PageHeader } from '@/components/ui';
import { QueryErrorState } from '@/components/ui/query-error-state';
import { Seo } from '@/components/seo';
import { useAuth } from '@/providers/use-auth';

import { useSavedItems } from '../api/get-saved-items';
import { SavedLists } from '../components/saved-lists';

/** /saved: the signed-in reader's saved products and articles (SPEC §2). */
export default function SavedPage() {
  const { user, loading } = useAuth();
  const saved = useSavedItems(user?.id ?? null);

  let content;
  if (loading) {
    content = <LoadingState />;
  } else if (!user) {
    content = (
      <EmptyState title="Please sign in to view your saved items.">
        <ButtonLink to="/auth?redirect=%2Fsaved">Sign In</ButtonLink>
      </EmptyState>
    );
  } else if (saved.isPending) {
    content = <LoadingState />;
  } else if (saved.isError) {
    content = (
      <QueryErrorState error={saved.error} what="your saved items" onRetry={() => void saved.refetch()} />
    );
  } else if (saved.data.length === 0) {
    content = (
      <EmptyState
        title="No saved items yet"
        description="Tap Save on any piece or story to keep it here for later."
      >
        <ButtonLink to="/shop">Explore Shop</ButtonLink>
      </EmptyState>
    );
  } else {
    content = <SavedLists rows={saved.data} />;
  }

  return (
    <div className="pb-24">
      <Seo title="Saved items" noindex />
      <PageHeader eyebrow="Your collection" title="Saved items" />
      <div className="mx-auto max-w-content px-5 sm:px-8">{content}</div>
    </div>
  );
}
