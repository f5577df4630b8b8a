import { ProseHtml } from '@/components/ui/prose-html';
import { Seo } from '@/components/seo';
import { INTL_LOCALE } from '@rules/locales';

import { formatLongDate } from '@/features/editorial';
import { useLocale } from '@/lib/i18n/locale';

import type { ContentPage } from '../api/get-page';
import { usePageText } from '../i18n';

/** Title, 'Last updated: <long US date>' and the sanitised HTML body. */
export function ContentArticle({ page }: { page: ContentPage }) {
  const t = usePageText();
  const intl = INTL_LOCALE[useLocale()];
  return (
    <article className="mx-auto max-w-[65ch] px-5 pb-24 pt-12 sm:pt-20">
      <Seo title={page.title} canonical={`/${page.slug}`} />
      <header className="border-b border-sand-200 pb-8">
        <h1 lang={page.lang?.title} className="text-4xl font-light leading-tight text-ink sm:text-5xl">
          {page.title}
        </h1>
        <p className="mt-4 text-sm text-ink-soft">
          {t('updated')} <time dateTime={page.updated_at}>{formatLongDate(page.updated_at, intl)}</time>
        </p>
      </header>
      {page.content.trim() ? (
        <div lang={page.lang?.content}>
          <ProseHtml html={page.content} variant="document" className="mt-10" />
        </div>
      ) : (
        <p className="mt-10 text-ink-soft">{t('empty')}</p>
      )}
    </article>
  );
}
