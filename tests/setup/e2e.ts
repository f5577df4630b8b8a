import path from 'node:path';

import type { TestProject } from 'vitest/node';

/**
 * Browser journeys run against the production build, served like static hosting would, talking to
 * an in-memory embedded backend (with functions and payment sandboxes) on ports of their own so a
 * running `npm run dev` is not disturbed.
 */
const API_PORT = 54331;
const WEB_PORT = 4174;

export default async function setup(project: TestProject) {
  const root = path.resolve(import.meta.dirname, '../..');
  const webUrl = `http://127.0.0.1:${WEB_PORT}`;
  const { startBackend } = await import('../../embedded-backend/src/server');
  const backend = await startBackend({ dataDir: null, port: API_PORT, pgPort: 0, siteUrl: webUrl });

  process.env.VITE_SUPABASE_URL = backend.url;
  process.env.VITE_SITE_URL = webUrl;
  const { build, preview } = await import('vite');
  const outDir = path.join(root, 'node_modules/.e2e-dist');
  await build({ root, logLevel: 'error', build: { outDir, emptyOutDir: true } });
  const server = await preview({
    root,
    logLevel: 'error',
    build: { outDir },
    preview: { host: '127.0.0.1', port: WEB_PORT, strictPort: true },
  });

  project.provide('webUrl', webUrl);
  project.provide('apiUrl', backend.url);
  return async () => {
    await new Promise<void>((resolve) => server.httpServer.close(() => resolve()));
    await backend.stop();
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    webUrl: string;
  }
}
