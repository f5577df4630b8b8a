/**
 * public/robots.txt and public/_headers are written for any deployment; the build makes them exact:
 * the Sitemap line gets the real site origin, and the CSP's `*.supabase.co` sources become the one
 * Supabase project (or local backend) the build talks to.
 */
export function robotsForSite(robots: string, siteUrl: string): string {
  const origin = siteUrl.replace(/\/$/, '');
  return robots.replace(/^Sitemap:.*$/m, `Sitemap: ${origin}/sitemap.xml`);
}

/** https://abc.supabase.co -> [https://abc.supabase.co, wss://abc.supabase.co]; http -> ws. */
export function supabaseSources(supabaseUrl: string): [string, string] {
  const url = new URL(supabaseUrl);
  const socket = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return [url.origin, `${socket}//${url.host}`];
}

export function headersForProject(headers: string, supabaseUrl: string): string {
  const [http, socket] = supabaseSources(supabaseUrl);
  return headers.replace(/https:\/\/\*\.supabase\.co/g, http).replace(/wss:\/\/\*\.supabase\.co/g, socket);
}
