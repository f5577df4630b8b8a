import { useLocation } from 'react-router-dom';

import { LoadingState } from '@/components/ui';
import { queryView } from '@/components/ui/query-view';

import type { ScreenHandle } from '@/lib/i18n/screen-handle';

import { usePage } from '../api/get-page';
import { ContentArticle } from '../components/content-article';
import { DeliveryComingSoon } from '../components/delivery-coming-soon';
import { PageNotFound } from '../components/page-not-found';
import { usePageText } from '../i18n';

export const handle: ScreenHandle = { translated: true };

/** /privacy, /terms, /cookie, /faq, /booking-conditions, /delivery: one editor-managed page per path. */
export default function ContentPageRoute() {
  const t = usePageText();
  const slug = useLocation().pathname.replace(/^\/+/, '').replace(/\/+$/, '');
  // /delivery is a placeholder until its page is written: with no row it says so instead of not found.
  const { data, view } = queryView(usePage(slug), {
    what: t('what'),
    loading: <LoadingState className="min-h-[50vh]" />,
    notFound: slug === 'delivery' ? <DeliveryComingSoon /> : <PageNotFound />,
  });
  return data ? <ContentArticle page={data} /> : view;
}
