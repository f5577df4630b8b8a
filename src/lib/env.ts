/**
 * The only environment the browser sees: the Supabase URL and its publishable (anon) key. Vite's
 * config (scripts/build-env.ts) fills them for the local stack (dev server, tests, `npm run
 * build:local`) and refuses a deploy build without them, so a missing value here is a set-up bug.
 */
function required(name: string, value: string | undefined): string {
  const trimmed = value?.trim();
  if (!trimmed) throw new Error(`${name} is not set: the app does not know which Supabase project to use.`);
  return trimmed;
}

function readUrl(value: string): string {
  try {
    return new URL(value).toString().replace(/\/$/, '');
  } catch {
    throw new Error(`VITE_SUPABASE_URL is not a valid URL: "${value}"`);
  }
}

export const env = {
  supabaseUrl: readUrl(required('VITE_SUPABASE_URL', import.meta.env.VITE_SUPABASE_URL)),
  supabaseAnonKey: required('VITE_SUPABASE_ANON_KEY', import.meta.env.VITE_SUPABASE_ANON_KEY),
  /** Canonical origin for SEO tags; falls back to the current origin. */
  siteUrl: (import.meta.env.VITE_SITE_URL?.trim() || '').replace(/\/$/, ''),
} as const;
