/**
 * invoice-export: every invoice and credit note issued in a calendar quarter, for the accountant.
 *
 *   GET ?quarter=2026-Q4   the shop owner's bearer (app_metadata.role = 'owner')
 *
 * 200 application/zip "invoices-2026-Q4.zip": each document as <number>.pdf and invoices-2026-Q4.csv
 * (csv.ts: one row per document, credit notes negative). The quarter is the shop's: its days begin at
 * midnight in shop_settings.time_zone (Africa/Casablanca), as the invoice numbers' years do. Refusals
 * as refund-order's: 401 without a valid token, 403 {code: not_shop_owner} for anyone but the owner,
 * 400 {code: invalid_quarter}.
 */
import { requireOwner } from '../_shared/clients.ts';
import { download, HttpError, withHttp } from '../_shared/http.ts';
import { quarterArchive } from '../_shared/invoices/archive.ts';
import { defaultInvoiceDeps, type InvoiceDeps } from '../_shared/invoices/deps.ts';
import { renderInvoice } from '../_shared/invoices/render.ts';
import { parseQuarter, quarterKey, quarterRange } from '../_shared/rules/shop-calendar.ts';

export function createInvoiceExportHandler(getDeps: () => InvoiceDeps) {
  return withHttp(
    async (req) => {
      if (req.method !== 'GET') throw new HttpError(405, 'Use GET to export invoices.');
      const deps = getDeps();
      const { token } = await requireOwner(deps.users, req, 'export invoices');
      const quarter = parseQuarter(new URL(req.url).searchParams.get('quarter') ?? '');
      if (!quarter) {
        throw new HttpError(400, 'quarter must name a calendar quarter, such as 2026-Q4.', {
          code: 'invalid_quarter',
        });
      }
      const timeZone = await deps.invoices.timeZone(token);
      const { start, end } = quarterRange(quarter, timeZone);
      const docs = await deps.invoices.issuedBetween(token, start, end);
      const fonts = await deps.fonts();
      const key = quarterKey(quarter);
      const zip = await quarterArchive(key, docs, timeZone, (doc) => renderInvoice(doc, fonts));
      return download(zip, 'application/zip', `invoices-${key}.zip`);
    },
    () => getDeps().log,
  );
}

export const handler = createInvoiceExportHandler(defaultInvoiceDeps);
