import type { BackendConfig } from './types';

/**
 * Request bodies above this many bytes are refused with 413 (REST, functions, every part). Defined
 * here, not in http.ts, because vite.config.ts reads this file for the demo key and Vite's config
 * loader wants it free of runtime imports.
 */
export const DEFAULT_MAX_BODY_BYTES = 1024 * 1024;
/** Uploads to /storage/v1 may be larger: hosted Storage's default global file size limit (50 MB). */
export const DEFAULT_MAX_UPLOAD_BYTES = 50 * 1024 * 1024;

/**
 * The Supabase CLI's well-known local demo values. Never use them in production: this is the only
 * file that holds them, and only the local stack (dev server, local builds, tests) reads them.
 */
export const LOCAL_API_URL = 'http://127.0.0.1:54321';
export const LOCAL_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';
export const LOCAL_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';
export const LOCAL_SERVICE_ROLE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU';

export function defaultConfig(overrides: Partial<BackendConfig> = {}): BackendConfig {
  const port = overrides.port ?? Number(new URL(LOCAL_API_URL).port);
  return {
    port,
    pgPort: 54322,
    apiUrl: `http://127.0.0.1:${port}`,
    jwtSecret: LOCAL_JWT_SECRET,
    anonKey: LOCAL_ANON_KEY,
    serviceRoleKey: LOCAL_SERVICE_ROLE_KEY,
    siteUrl: 'http://127.0.0.1:5173',
    logRequests: false,
    maxRequestBodyBytes: DEFAULT_MAX_BODY_BYTES,
    maxUploadBodyBytes: DEFAULT_MAX_UPLOAD_BYTES,
    ...overrides,
  };
}
