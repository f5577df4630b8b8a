/**
 * What orders-export needs, built from env on first use (tests pass their own). Every database read goes
 * through the caller's own token: owner_order_lines_csv checks the owner again in the database.
 */
import { callerClient, serviceClient, supabaseUsers, type UserResolver } from '../_shared/clients.ts';
import { consoleLogger, type Logger } from '../_shared/http.ts';
import { shopTimeZone } from '../_shared/shop-settings.ts';

/** Where the next page starts: the last order of the page before (keyset paging). */
export interface PageCursor {
  created_at: string;
  id: string;
}

/** One page of owner_order_lines_csv: CSV text (the header on the first page only), CRLF rows. */
export interface CsvPage {
  csv: string;
  orders: number;
  lines: number;
  next: PageCursor | null;
}

export interface OrderLinesRepo {
  /** The shop's time zone, read as the owner. */
  timeZone(accessToken: string): Promise<string>;
  /** Orders placed in [from, to) after `after` (from the start when null), `limit` orders. */
  page(accessToken: string, from: Date, to: Date, after: PageCursor | null, limit: number): Promise<CsvPage>;
}

export interface OrdersExportDeps {
  orders: OrderLinesRepo;
  users: UserResolver;
  log: Logger;
}

export function supabaseOrderLines(asCaller: typeof callerClient): OrderLinesRepo {
  return {
    timeZone: (token) => shopTimeZone(asCaller(token)),
    async page(token, from, to, after, limit) {
      const { data, error } = await asCaller(token).rpc('owner_order_lines_csv', {
        p_from: from.toISOString(),
        p_to: to.toISOString(),
        p_after_created_at: after?.created_at,
        p_after_id: after?.id,
        p_limit: limit,
      });
      if (error) throw error;
      return data as unknown as CsvPage;
    },
  };
}

let deps: OrdersExportDeps | null = null;

export function defaultOrdersExportDeps(): OrdersExportDeps {
  if (deps) return deps;
  return (deps = {
    orders: supabaseOrderLines(callerClient),
    users: supabaseUsers(serviceClient()),
    log: consoleLogger,
  });
}
