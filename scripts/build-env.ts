/**
 * Which Supabase project and which site a build talks to, decided once when Vite loads its config.
 *
 * - `npm run dev`, the tests and `npm run build:local` (mode `local-stack`) use the local stack: the
 *   embedded backend's URL and demo key, and for a local build the preview origin as the site URL, so
 *   its pages are prerendered too.
 * - `npm run build` is a deploy build: it needs the hosted project and the shop's origin, and stops
 *   with the missing names rather than ship a bundle that talks to 127.0.0.1 with the demo key.
 */
import { loadEnv } from 'vite';

import { LOCAL_ANON_KEY, LOCAL_API_URL } from '../embedded-backend/src/config.ts';

export const LOCAL_STACK_MODE = 'local-stack';
export const LOCAL_PREVIEW_ORIGIN = 'http://127.0.0.1:4173';

export const DEPLOY_VARIABLES = {
  VITE_SUPABASE_URL: "your Supabase project's URL (Dashboard → Settings → API)",
  VITE_SUPABASE_ANON_KEY: "the project's anon / publishable key (same page)",
  VITE_SITE_URL: 'the origin the shop is served from, e.g. https://shop.example.com',
} as const;
type BuildVariable = keyof typeof DEPLOY_VARIABLES;

export function isLocalStack(command: 'build' | 'serve', mode: string): boolean {
  return command === 'serve' || mode === LOCAL_STACK_MODE;
}

/**
 * Fills the local stack's values into process.env (where Vite reads VITE_* from, above .env files)
 * for local runs, or throws naming every missing variable for a deploy build.
 */
export function prepareBuildEnv(command: 'build' | 'serve', mode: string, envDir: string): void {
  const given = loadEnv(mode, envDir, 'VITE_');
  const isSet = (name: BuildVariable) => Boolean(given[name]?.trim());
  if (isLocalStack(command, mode)) {
    const local: Partial<Record<BuildVariable, string>> = {
      VITE_SUPABASE_URL: LOCAL_API_URL,
      VITE_SUPABASE_ANON_KEY: LOCAL_ANON_KEY,
      ...(command === 'build' ? { VITE_SITE_URL: LOCAL_PREVIEW_ORIGIN } : {}),
    };
    for (const [name, value] of Object.entries(local) as [BuildVariable, string][]) {
      if (!isSet(name)) process.env[name] = value;
    }
    return;
  }
  const missing = (Object.keys(DEPLOY_VARIABLES) as BuildVariable[]).filter((name) => !isSet(name));
  if (missing.length === 0) return;
  throw new Error(
    [
      `A production build needs ${missing.join(', ')}:`,
      ...missing.map((name) => `  ${name}: ${DEPLOY_VARIABLES[name]}`),
      'Set them in the environment or in .env (see .env.example),',
      'or run `npm run build:local` for a build against the local stack.',
    ].join('\n'),
  );
}
