import { ProseHtml } from '@/components/ui/prose-html';
import { Seo } from '@/components/seo';
import { formatLongDate } from '@/features/editorial';

import type { ContentPage } from '../api/get-page';

/** Title, 'Last updated: <long US date>' and the sanitised HTML body. */
export function ContentArticle({ page }: { page: ContentPage }) {
  return (
    <article className="mx-auto max-w-[65ch] px-5 pb-24 pt-12 sm:pt-20">
      <Seo title={page.title} canonical={`/${page.slug}`} />
      <header className="border-b border-sand-200 pb-8">
        <h1 className="text-4xl font-light leading-tight text-ink sm:text-5xl">{page.title}</h1>
        <p className="mt-4 text-sm text-ink-soft">
          Last updated: <time dateTime={page.updated_at}>{formatLongDate(page.updated_at)}</time>
        </p>
      </header>
      {page.content.trim() ? (
        <ProseHtml html={page.content} variant="document" className="mt-10" />
      ) : (
        <p className="mt-10 text-ink-soft">This page has no content yet.</p>
      )}
    </article>
  );
}
