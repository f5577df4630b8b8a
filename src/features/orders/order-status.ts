/** Only https links leave the shop for a carrier's page (the database refuses anything else too). */
export const safeTrackingUrl = (url: string | null | undefined): string | null =>
  url && /^https:\/\/[^\s/?#]+\.[^\s/?#]+/.test(url) ? url : null;
