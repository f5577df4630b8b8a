import { Link, useSearchParams } from 'react-router-dom';

import { Seo } from '@/components/seo';
import { LoadingState, PageHeader } from '@/components/ui';
import { QueryErrorState } from '@/components/ui/query-error-state';
import type { ScreenHandle } from '@/lib/i18n/screen-handle';
import { searchHref } from '@/lib/search';

import { SEARCH_PAGE_SIZE, useSearchResults } from '../api/get-search-results';
import { searchOfAddress } from '../api/prefetch-search';
import { NoResults } from '../components/no-results';
import { SearchForm } from '../components/search-form';
import { SearchPagination } from '../components/search-pagination';
import { SearchResultItem } from '../components/search-result-item';
import { useSearchText } from '../i18n';

export const handle: ScreenHandle = { translated: true };

/** /search?q=&page=: every kind of result for the words, a page at a time. Not for search engines. */
export default function SearchPage() {
  const t = useSearchText();
  const [params] = useSearchParams();
  const { q, page } = searchOfAddress(params);
  const { data, error, isPending, refetch } = useSearchResults(q, page);
  const pages = data ? Math.ceil(data.total / SEARCH_PAGE_SIZE) : 0;

  return (
    <div className="pb-24">
      <Seo title={q ? t('title.q', { q }) : t('title')} canonical="/search" noindex />
      {/* Every search's header, the words' own field aside: the prerendered shell (search.html) paints
          it before any script, its lede the largest text on a phone, and the results fill in below. */}
      <PageHeader eyebrow={t('title')} title={t('heading')} description={t('lede')}>
        <SearchForm q={q} />
      </PageHeader>
      <div className="mx-auto max-w-3xl px-5 sm:px-8">
        {!q ? null : error ? (
          <QueryErrorState error={error} what="the results" onRetry={() => void refetch()} />
        ) : isPending || !data ? (
          <LoadingState label={t('searching')} />
        ) : data.total === 0 ? (
          <NoResults q={q} />
        ) : (
          <>
            <h2 className="font-display text-2xl font-light text-ink">{t('results', { q })}</h2>
            <p className="mt-1 text-sm text-ink-muted" role="status">
              {data.corrected && (
                <>
                  {t('corrected', { q })}{' '}
                  <Link to={searchHref(data.corrected)} className="font-medium text-clay-700 underline">
                    {data.corrected}
                  </Link>
                  {t('corrected.after')}{' '}
                </>
              )}
              {t('count', { total: data.total, exact: data.exact ? 'yes' : 'no' })}
              {pages > 1 && t('pageOf', { page, pages })}
            </p>
            <ol className="mt-2">
              {data.rows.map((row) => (
                <li key={`${row.kind}:${row.slug}`}>
                  <SearchResultItem row={row} />
                </li>
              ))}
            </ol>
            <SearchPagination q={q} page={page} pages={pages} />
          </>
        )}
      </div>
    </div>
  );
}
