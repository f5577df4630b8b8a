import { ButtonLink, LoadingState, OrnamentRule } from '@/components/ui';
import { NotFoundState } from '@/components/ui/not-found-state';
import { ProseHtml } from '@/components/ui/prose-html';
import { queryView, useSlug } from '@/components/ui/query-view';
import { Seo, truncateDescription } from '@/components/seo';
import { seoTitleFor, StoryProducts } from '@/features/editorial';

import type { ScreenHandle } from '@/lib/i18n/screen-handle';

import { useRitual } from '../api/get-ritual';
import { RelatedRituals } from '../components/related-rituals';
import { RitualHeader } from '../components/ritual-header';
import { useRitualText } from '../i18n';

export const handle: ScreenHandle = { translated: true };

/** /ritual/{slug}: one ritual as a long-form essay (the spec leaves the detail page to us). */
export default function RitualPage() {
  const t = useRitualText();
  const { data: article, view } = queryView(useRitual(useSlug()), {
    what: t('what.one'),
    loading: <LoadingState className="min-h-[60vh]" />,
    notFound: (
      <NotFoundState title={t('nf')} description={t('nf.text')}>
        <ButtonLink to="/rituals">{t('nf.link')}</ButtonLink>
      </NotFoundState>
    ),
  });
  if (!article) return view;

  return (
    <>
      <Seo
        title={seoTitleFor(article)}
        description={article.meta_description || truncateDescription(article.excerpt)}
        canonical={`/ritual/${article.slug}`}
        image={article.image_url}
        jsonLd={(ld) => ld.article(article)}
      />
      <article>
        <RitualHeader ritual={article} />
        <div lang={article.lang?.body} className="mx-auto max-w-[65ch] px-5 py-14 sm:py-20">
          <ProseHtml html={article.body} dropCap />
          <OrnamentRule className="mt-16" />
        </div>
      </article>
      {/* "Objects for this ritual": the editor's linked products, when any are still in the shop. */}
      <StoryProducts
        productIds={article.linked_products}
        id="ritual-products"
        eyebrow={t('shop.eyebrow')}
        title={t('shop')}
      />
      <RelatedRituals ritual={article} />
    </>
  );
}
