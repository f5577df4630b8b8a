/**
 * The only environment the browser sees: the Supabase URL and its publishable (anon) key. Without a
 * `.env` the app talks to the embedded local backend with the Supabase CLI's well-known demo key.
 */
const LOCAL_SUPABASE_URL = 'http://127.0.0.1:54321';
const LOCAL_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';

function readUrl(value: string | undefined): string {
  const url = value?.trim() || LOCAL_SUPABASE_URL;
  try {
    return new URL(url).toString().replace(/\/$/, '');
  } catch {
    throw new Error(`VITE_SUPABASE_URL is not a valid URL: "${url}"`);
  }
}

export const env = {
  supabaseUrl: readUrl(import.meta.env.VITE_SUPABASE_URL),
  supabaseAnonKey: import.meta.env.VITE_SUPABASE_ANON_KEY?.trim() || LOCAL_ANON_KEY,
  /** Canonical origin for SEO tags; falls back to the current origin. */
  siteUrl: (import.meta.env.VITE_SITE_URL?.trim() || '').replace(/\/$/, ''),
} as const;
