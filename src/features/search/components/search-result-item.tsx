import { Link } from 'react-router-dom';

import { Badge, Price } from '@/components/ui';
import { Thumbnail } from '@/components/ui/thumbnail';
import { englishField, resultHref, type SearchRow } from '@/lib/search';

import { useSearchText } from '../i18n';

/** One result: what kind of thing it is, its title as the link, a line of text, a price for products. */
export function SearchResultItem({ row }: { row: SearchRow }) {
  const t = useSearchText();
  return (
    <article className="relative flex gap-4 border-b border-sand-200 py-5 sm:gap-6">
      <div className="h-20 w-16 shrink-0 overflow-hidden rounded-sm bg-sand-200 sm:h-24 sm:w-20">
        {row.image_url && (
          <Thumbnail path={row.image_url} sizes="5rem" className="h-full w-full object-cover" />
        )}
      </div>
      <div className="min-w-0 flex-1">
        <p className="flex items-center gap-2 text-[0.7rem] font-semibold uppercase tracking-label text-clay-600">
          {t('kind', { kind: row.kind })}
          {row.in_stock === false && <Badge tone="grey">{t('soldOut')}</Badge>}
        </p>
        <h3 className="mt-1 font-display text-xl font-normal leading-snug text-ink">
          <Link
            lang={englishField(row, 'title')}
            to={resultHref(row)}
            className="after:absolute after:inset-0 after:content-[''] hover:underline"
          >
            {row.title}
          </Link>
        </h3>
        {row.excerpt && (
          <p lang={englishField(row, 'excerpt')} className="mt-1 line-clamp-2 text-sm text-ink-soft">
            {row.excerpt}
          </p>
        )}
      </div>
      {row.kind === 'product' && row.price !== null && (
        <Price amountMad={row.price} className="shrink-0 text-sm font-medium text-ink-soft" />
      )}
    </article>
  );
}
