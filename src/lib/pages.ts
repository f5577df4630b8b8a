/** Page numbers of paginated lists, kept apart from the JSON readers so a page can use them cheaply. */

/** A page number from the URL: a whole number from 1, anything else is the first page. */
export function readPage(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

export const pageCount = (list: { total: number; pageSize: number }) =>
  Math.max(1, Math.ceil(list.total / list.pageSize));

/** The first and last page, and the current one with its neighbours; null where pages are skipped. */
export function shownPages(page: number, pageCount: number): (number | null)[] {
  const wanted = [...new Set([1, page - 1, page, page + 1, pageCount])]
    .filter((n) => n >= 1 && n <= pageCount)
    .sort((a, b) => a - b);
  return wanted.flatMap((n, i) => (i > 0 && n - wanted[i - 1]! > 1 ? [null, n] : [n]));
}
