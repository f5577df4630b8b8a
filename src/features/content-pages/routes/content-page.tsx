import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

import { LoadingState } from '@/components/ui';

import { usePage } from '../api/get-page';
import { ContentArticle } from '../components/content-article';
import { DeliveryComingSoon } from '../components/delivery-coming-soon';
import { PageNotFound } from '../components/page-not-found';

/** /privacy, /terms, /cookie, /faq, /booking-conditions, /delivery: one editor-managed page per path. */
export default function ContentPageRoute() {
  const slug = useLocation().pathname.replace(/^\/+/, '').replace(/\/+$/, '');
  const page = usePage(slug);

  useEffect(() => {
    // SPEC §8: a fetch error or unexpected exception is logged and shows 'Page Not Found'.
    if (page.isError) console.error('Failed to load page', page.error);
  }, [page.isError, page.error]);

  let content;
  if (page.isPending) content = <LoadingState className="min-h-[50vh]" />;
  else if (page.data) content = <ContentArticle page={page.data} />;
  else if (slug === 'delivery' && !page.isError) content = <DeliveryComingSoon />;
  else content = <PageNotFound />;

  return <main id="main">{content}</main>;
}
