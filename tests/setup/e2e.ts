import path from 'node:path';

import type { TestProject } from 'vitest/node';

import { serveStatic } from '../../scripts/perf/static-server';
import { LIFT_COD_LIMITS } from './shared-backend-limits';

/**
 * Browser journeys run against the production build, served like static hosting would (prerendered
 * pages at their clean URLs, spa.html for the rest), talking to
 * an in-memory embedded backend (with functions and payment sandboxes) on ports of their own so a
 * running `npm run dev` is not disturbed.
 */
// Override with E2E_API_PORT / E2E_WEB_PORT when another checkout's journeys hold them.
const API_PORT = Number(process.env.E2E_API_PORT ?? 54331);
const WEB_PORT = Number(process.env.E2E_WEB_PORT ?? 4174);

export default async function setup(project: TestProject) {
  const root = path.resolve(import.meta.dirname, '../..');
  const webUrl = `http://127.0.0.1:${WEB_PORT}`;
  const { startBackend } = await import('../../embedded-backend/src/server');
  const backend = await startBackend({
    dataDir: null,
    port: API_PORT,
    pgPort: 0,
    siteUrl: webUrl,
    demoOwner: true,
  });
  await backend.db.query(LIFT_COD_LIMITS);

  process.env.VITE_SUPABASE_URL = backend.url;
  process.env.VITE_SUPABASE_ANON_KEY = backend.config.anonKey;
  process.env.VITE_SITE_URL = webUrl;
  const { build } = await import('vite');
  const outDir = path.join(root, 'node_modules/.e2e-dist');
  // The real build: public pages are prerendered from this backend's rows and hydrated in the browser.
  await build({ root, logLevel: 'error', build: { outDir, emptyOutDir: true } });
  const server = await serveStatic(outDir, WEB_PORT);

  project.provide('webUrl', webUrl);
  project.provide('apiUrl', backend.url);
  // For journeys that play the editor (a restock in the dashboard): the local stack's demo key.
  project.provide('serviceRoleKey', backend.config.serviceRoleKey);
  return async () => {
    await server.close();
    await backend.stop();
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    webUrl: string;
    serviceRoleKey: string;
  }
}
