/** How each order status reads on the timeline (the badges keep the raw value, as the spec shows it). */
const LABELS: Record<string, string> = {
  pending: 'Order placed',
  confirmed: 'Confirmed',
  processing: 'Being prepared',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

export const statusLabel = (status: string): string => LABELS[status] ?? status;

/** Only https links leave the shop for a carrier's page (the database refuses anything else too). */
export const safeTrackingUrl = (url: string | null | undefined): string | null =>
  url && /^https:\/\/[^\s/?#]+\.[^\s/?#]+/.test(url) ? url : null;
