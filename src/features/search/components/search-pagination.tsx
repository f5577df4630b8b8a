import { Link } from 'react-router-dom';

import { searchHref } from '@/lib/search';

import { useSearchText } from '../i18n';

interface SearchPaginationProps {
  q: string;
  page: number;
  pages: number;
}

const item =
  'inline-flex h-10 min-w-10 items-center justify-center rounded-full px-3 text-sm hover:bg-sand-200/70';

/** Real links to each page of results (shareable, and they work without the app). */
export function SearchPagination({ q, page, pages }: SearchPaginationProps) {
  const t = useSearchText();
  if (pages <= 1) return null;
  const numbers = Array.from({ length: pages }, (_, i) => i + 1).filter(
    (n) => n === 1 || n === pages || Math.abs(n - page) <= 2,
  );
  return (
    <nav aria-label={t('pages')} className="mt-10 flex justify-center">
      <ul className="flex flex-wrap items-center gap-1">
        {page > 1 && (
          <li>
            <Link to={searchHref(q, page - 1)} rel="prev" className={item}>
              {t('prev')}
            </Link>
          </li>
        )}
        {numbers.map((n, i) => (
          <li key={n} className="flex items-center gap-1">
            {i > 0 && n - numbers[i - 1]! > 1 && <span aria-hidden>…</span>}
            <Link
              to={searchHref(q, n)}
              aria-current={n === page ? 'page' : undefined}
              aria-label={t('page', { n })}
              className={`${item} ${n === page ? 'bg-ink text-sand-50 hover:bg-ink' : ''}`}
            >
              {n}
            </Link>
          </li>
        ))}
        {page < pages && (
          <li>
            <Link to={searchHref(q, page + 1)} rel="next" className={item}>
              {t('next')}
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
