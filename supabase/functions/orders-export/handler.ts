/**
 * orders-export: the orders placed in a period and their lines as one CSV file, for the owner's own
 * spreadsheets (issue #34).
 *
 *   GET ?from=2026-01-01&to=2026-12-31   the shop owner's bearer (app_metadata.role = 'owner')
 *
 * The days are the shop's (shop_settings.time_zone), both included. 200 text/csv
 * "orders-2026-01-01-to-2026-12-31.csv": a UTF-8 BOM, then owner_order_lines_csv's pages one after the
 * other (header first, one row per line, CRLF). The body is streamed: each page is read from the
 * database when the client has taken the one before, so a year of orders is never in memory at once.
 * Refusals as invoice-export's: 401 without a valid token, 403 {code: not_shop_owner} for anyone but
 * the owner, 400 {code: invalid_period}. `page_size` (1-1000, default 500) is how many orders each
 * database call reads; the file is the same whatever it is.
 */
import { requireOwner } from '../_shared/clients.ts';
import { download, HttpError, type Logger, withHttp } from '../_shared/http.ts';
import {
  addDays,
  type CalendarDay,
  dayKey,
  daysFrom,
  parseDayKey,
  startOfDay,
} from '../_shared/rules/shop-calendar.ts';
import { type CsvPage, defaultOrdersExportDeps, type OrdersExportDeps, type PageCursor } from './deps.ts';

/** The longest period one file covers: ten years and some. */
export const MAX_DAYS = 3700;
export const DEFAULT_PAGE_SIZE = 500;
const MAX_PAGE_SIZE = 1000;

const invalidPeriod = () =>
  new HttpError(
    400,
    `from and to must be days such as 2026-12-06, to on or after from, at most ${MAX_DAYS} days in all.`,
    { code: 'invalid_period' },
  );

function parsePeriod(params: URLSearchParams): { first: CalendarDay; last: CalendarDay } {
  const first = parseDayKey(params.get('from') ?? '');
  const last = parseDayKey(params.get('to') ?? '');
  if (!first || !last) throw invalidPeriod();
  const days = daysFrom(first, last);
  if (days < 1 || days > MAX_DAYS) throw invalidPeriod();
  return { first, last };
}

function parsePageSize(params: URLSearchParams): number {
  const asked = params.get('page_size');
  if (asked === null) return DEFAULT_PAGE_SIZE;
  const size = /^\d{1,4}$/.test(asked) ? Number(asked) : 0;
  if (size < 1 || size > MAX_PAGE_SIZE) {
    throw new HttpError(400, `page_size must be a whole number from 1 to ${MAX_PAGE_SIZE}.`, {
      code: 'invalid_page_size',
    });
  }
  return size;
}

/**
 * The file as a stream: the first page (already read, so that a refusal is still an HTTP answer) with
 * the BOM, then each next page when the reader asks for more (highWaterMark 0: nothing is read ahead).
 */
function csvStream(
  first: CsvPage,
  nextPage: (after: PageCursor) => Promise<CsvPage>,
  log: Logger,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let after = first.next;
  let cancelled = false;
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        controller.enqueue(encoder.encode(`\uFEFF${first.csv}`));
      },
      async pull(controller) {
        if (!after) return controller.close();
        try {
          const page = await nextPage(after);
          if (cancelled) return;
          after = page.next;
          controller.enqueue(encoder.encode(page.csv));
        } catch (error) {
          // The status is sent: the client sees the download break off rather than a short file.
          log('orders-export: a page failed mid-stream', error);
          controller.error(error);
        }
      },
      cancel() {
        cancelled = true;
      },
    },
    { highWaterMark: 0 },
  );
}

export function createOrdersExportHandler(getDeps: () => OrdersExportDeps) {
  return withHttp(
    async (req) => {
      if (req.method !== 'GET') throw new HttpError(405, 'Use GET to export orders.');
      const deps = getDeps();
      const { token } = await requireOwner(deps.users, req, 'export orders');
      const params = new URL(req.url).searchParams;
      const { first, last } = parsePeriod(params);
      const pageSize = parsePageSize(params);
      const timeZone = await deps.orders.timeZone(token);
      const from = startOfDay(first, timeZone);
      const to = startOfDay(addDays(last, 1), timeZone);
      const read = (after: PageCursor | null) => deps.orders.page(token, from, to, after, pageSize);
      const body = csvStream(await read(null), read, deps.log);
      return download(body, 'text/csv; charset=utf-8', `orders-${dayKey(first)}-to-${dayKey(last)}.csv`);
    },
    () => getDeps().log,
  );
}

export const handler = createOrdersExportHandler(defaultOrdersExportDeps);
