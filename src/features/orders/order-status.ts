/** Only https links leave the shop for a carrier's page (the database refuses anything else too). */
export const safeTrackingUrl = (url: string | null | undefined): string | null =>
  url && /^https:\/\/[^\s/?#]+\.[^\s/?#]+/.test(url) ? url : null;

/** Payment statuses of an order that was paid (refunds since included): it has, or will have, its invoice. */
const PAID_STATUSES: ReadonlySet<string> = new Set(['paid', 'partially_refunded', 'refunded']);

export const wasPaid = (paymentStatus: string): boolean => PAID_STATUSES.has(paymentStatus);
