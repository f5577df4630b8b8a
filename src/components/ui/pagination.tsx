import { Link } from 'react-router-dom';

import { shownPages } from '@/lib/pages';

import { useUiText } from './i18n';

interface PaginationProps {
  page: number;
  pageCount: number;
  /** The URL (query string) of a page. */
  hrefFor: (page: number) => string;
  label: string;
}

const pill =
  'inline-flex h-10 min-w-10 items-center justify-center rounded-full border px-3 text-sm tabular-nums';

/** Real links to each page (?page=n), with rel=prev/next so crawlers and readers follow the series. */
export function Pagination({ page, pageCount, hrefFor, label }: PaginationProps) {
  const t = useUiText();
  if (pageCount <= 1) return null;
  const pages = shownPages(page, pageCount);
  return (
    <nav aria-label={label} className="mt-14 flex flex-wrap items-center justify-center gap-2">
      {page > 1 && (
        <Link to={hrefFor(page - 1)} rel="prev" className={`${pill} border-ink/20 hover:border-ink/60`}>
          {t('page.prev')}
        </Link>
      )}
      {pages.map((n, i) =>
        n === null ? (
          <span key={`gap-${i}`} aria-hidden className="px-1 text-ink-muted">
            …
          </span>
        ) : n === page ? (
          <span key={n} aria-current="page" className={`${pill} border-ink bg-ink text-sand-50`}>
            {n}
          </span>
        ) : (
          <Link
            key={n}
            to={hrefFor(n)}
            aria-label={t('page.n', { n })}
            className={`${pill} border-ink/20 hover:border-ink/60`}
          >
            {n}
          </Link>
        ),
      )}
      {page < pageCount && (
        <Link to={hrefFor(page + 1)} rel="next" className={`${pill} border-ink/20 hover:border-ink/60`}>
          {t('page.next')}
        </Link>
      )}
    </nav>
  );
}
