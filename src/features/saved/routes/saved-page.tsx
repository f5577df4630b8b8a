import { ButtonLink, EmptyState, LoadingState, PageHeader } from '@/components/ui';
import { QueryErrorState } from '@/components/ui/query-error-state';
import { Seo } from '@/components/seo';
import type { ScreenHandle } from '@/lib/i18n/screen-handle';
import { useViewer } from '@/providers/use-viewer';

import { useSavedItems } from '../api/get-saved-items';
import { SavedLists } from '../components/saved-lists';
import { useSavedText } from '../i18n';

export const handle: ScreenHandle = { translated: true };

/** /saved: the signed-in reader's saved products and articles (SPEC §2). */
export default function SavedPage() {
  // Who reads, from the stored session until the auth provider knows: the list that the route's
  // prefetch read shows in the first render.
  const viewer = useViewer();
  const saved = useSavedItems(viewer.id);
  const t = useSavedText();

  let content;
  if (!viewer.known) {
    content = <LoadingState />;
  } else if (viewer.id === null) {
    content = (
      <EmptyState title={t('signIn')}>
        <ButtonLink to="/auth?redirect=%2Fsaved">{t('signInBtn')}</ButtonLink>
      </EmptyState>
    );
  } else if (saved.isPending) {
    content = <LoadingState />;
  } else if (saved.isError) {
    content = <QueryErrorState error={saved.error} what={t('what')} onRetry={() => void saved.refetch()} />;
  } else if (saved.data.length === 0) {
    content = (
      <EmptyState title={t('empty')} description={t('emptyText')}>
        <ButtonLink to="/shop">{t('explore')}</ButtonLink>
      </EmptyState>
    );
  } else {
    content = <SavedLists rows={saved.data} />;
  }

  return (
    <div className="pb-24">
      <Seo title={t('title')} noindex />
      {/* The lede is every reader's, so the prerendered shell paints it with the heading: the page's
          largest text, before the reader's list (or the empty state) arrives below it. */}
      <PageHeader eyebrow={t('eyebrow')} title={t('title')} description={t('lede')} />
      <div className="mx-auto max-w-content px-5 sm:px-8">{content}</div>
    </div>
  );
}
