/**
 * invoice: an issued invoice or credit note as a PDF download.
 *
 *   GET ?number=F-2026-000001                    the signed-in order's customer, or the shop owner
 *   GET ?number=A-2026-000001&order=<id>&email=  a guest order's documents: its id and e-mail (any case)
 *   GET ?order=<id>[&email=...]                  the order's invoice
 *
 * 200 application/pdf, attachment "<number>.pdf". A signed-in caller reads through RLS with their own
 * token (the invoices table lets the order's customer and the owner read); a guest link works only for
 * an order placed without an account. Anyone else, an unknown number or a wrong e-mail get one and the
 * same 404 {error: unknown_invoice}, so the answer never tells whether a document exists. An order that
 * is paid but whose invoice waits for the shop's legal details (shop_settings) answers 409
 * {error: invoice_settings_incomplete} naming what is missing; the document is issued when they are
 * saved. verify_jwt is off (guest links carry no token): this handler does the checks.
 */
import { z } from 'zod';
import { unverifiedRole } from '../_shared/clients.ts';
import { bearerToken, download, json, withHttp } from '../_shared/http.ts';
import { defaultInvoiceDeps, type InvoiceDeps } from '../_shared/invoices/deps.ts';
import type { DocumentReader } from '../_shared/invoices/repo.ts';
import { renderInvoice } from '../_shared/invoices/render.ts';

/** The numbers the database issues (invoices_number_format). */
const NUMBER = /^[FA]-\d{4}-\d{6,}$/;
const orderIdSchema = z.guid();

const refuse = (status: number, error: string, message: string, extra: object = {}) =>
  json({ error, message, ...extra }, status);

/** The one answer for every document the caller may not have, whatever the reason. */
const unknownInvoice = () =>
  refuse(
    404,
    'unknown_invoice',
    'No invoice matches this link. Check the link, or sign in to the account that ordered.',
  );

/** What the owner fills in (shop_settings columns) for a document to be issued, in words. */
const SETTING_NAMES: Record<string, string> = {
  legal_name: 'legal name',
  legal_address: 'legal address',
  ice: 'ICE',
  if_number: 'IF (identifiant fiscal)',
  rc: 'RC (registre du commerce)',
  patente: 'patente',
};

const listed = (names: string[]) =>
  names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;

export function createInvoiceHandler(getDeps: () => InvoiceDeps) {
  return withHttp(
    async (req) => {
      if (req.method !== 'GET') return refuse(405, 'method_not_allowed', 'Use GET to download an invoice.');
      const deps = getDeps();
      const params = new URL(req.url).searchParams;
      const number = params.get('number')?.trim() || undefined;
      const orderId = params.get('order')?.trim() || undefined;
      const email = params.get('email')?.trim() || undefined;
      if (!number && !orderId) {
        return refuse(
          400,
          'invalid_request',
          'Name the document: ?number=F-2026-000001, or ?order=<order id>.',
        );
      }
      if ((number && !NUMBER.test(number)) || (orderId && !orderIdSchema.safeParse(orderId).success)) {
        return unknownInvoice();
      }

      // Who may read: the caller's own token (not the public anon key), then a guest link's proof.
      const readers: DocumentReader[] = [];
      const token = bearerToken(req);
      if (token && unverifiedRole(token) !== 'anon') readers.push(deps.invoices.asCaller(token));
      if (orderId && email) {
        const guest = await deps.invoices.asGuest(orderId, email);
        if (guest) readers.push(guest);
      }

      for (const reader of readers) {
        const doc = await reader.find({ number, orderId });
        if (!doc) continue;
        const pdf = await renderInvoice(doc, await deps.fonts());
        return download(pdf, 'application/pdf', `${doc.number}.pdf`);
      }

      if (orderId && !number) {
        for (const reader of readers) {
          if (!(await reader.waiting(orderId))) continue;
          const missing = await deps.invoices.missingSettings();
          if (missing.length === 0) break;
          const names = missing.map((name) => SETTING_NAMES[name] ?? name);
          return refuse(
            409,
            'invoice_settings_incomplete',
            `The order is paid, but its invoice cannot be issued yet: the shop's legal details lack the ${listed(names)}. ` +
              'It is issued as soon as they are filled in.',
            { missing },
          );
        }
      }
      return unknownInvoice();
    },
    () => getDeps().log,
  );
}

export const handler = createInvoiceHandler(defaultInvoiceDeps);
