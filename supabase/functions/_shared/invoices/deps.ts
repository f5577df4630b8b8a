/**
 * What the invoice and invoice-export functions need, built from env on first use (tests pass their
 * own). Apart from the other functions' deps.ts so that they never load the PDF library and fonts.
 */
import { callerClient, serviceClient, supabaseUsers, type UserResolver } from '../clients.ts';
import { consoleLogger, type Logger } from '../http.ts';
import { type InvoiceFonts, invoiceFonts } from './fonts.ts';
import { type InvoicesRepo, supabaseInvoices } from './repo.ts';

export interface InvoiceDeps {
  invoices: InvoicesRepo;
  users: UserResolver;
  /** The parsed fonts (read once per process from the function's static files). */
  fonts: () => Promise<InvoiceFonts>;
  log: Logger;
}

let deps: InvoiceDeps | null = null;

export function defaultInvoiceDeps(): InvoiceDeps {
  if (deps) return deps;
  const service = serviceClient();
  return (deps = {
    invoices: supabaseInvoices(service, callerClient),
    users: supabaseUsers(service),
    fonts: () => invoiceFonts((url) => Deno.readFile(url)),
    log: consoleLogger,
  });
}
