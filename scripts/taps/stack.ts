/**
 * The production-like stack the tap and stability benchmark loads pages from, made of the pieces of
 * `npm run perf` (scripts/perf/): an in-memory embedded backend behind HTTPS with HTTP/2, the app built
 * against it with its pages prerendered, and the static host that serves the build with its _headers.
 * Ports of its own, so `npm run perf`, `npm run dev` and the browser journeys can run alongside.
 */
import path from 'node:path';

import { startBackend } from '../../embedded-backend/src/server';
import { localCertificate } from '../perf/local-certificate';
import { serveStatic } from '../perf/static-server';
import { startTlsProxy } from '../perf/tls-proxy';
import { prepareVisitor, type VisitorState } from '../perf/visitor';
import { runSiteFilesScript } from '../site-files/vite-plugin';

const API_PORT = Number(process.env.TAPS_API_PORT ?? 54371);
const API_TLS_PORT = Number(process.env.TAPS_API_TLS_PORT ?? 54372);
const WEB_PORT = Number(process.env.TAPS_WEB_PORT ?? 4186);

export interface Stack {
  webUrl: string;
  /** Where Node reaches the API (plain HTTP). */
  apiUrl: string;
  anonKey: string;
  visitor: VisitorState;
  close(): Promise<void>;
}

export async function startStack(
  root: string,
  { build, outDir = path.join(root, 'node_modules/.taps-dist') }: { build: boolean; outDir?: string },
): Promise<Stack> {
  const webUrl = `https://127.0.0.1:${WEB_PORT}`;
  const backend = await startBackend({
    dataDir: null,
    port: API_PORT,
    pgPort: 0,
    functions: true,
    mailWorkerIntervalMs: 0,
    siteUrl: webUrl,
  });
  const certificate = localCertificate();
  const api = await startTlsProxy(backend.url, API_TLS_PORT, certificate);
  const env = {
    VITE_SUPABASE_URL: api.url,
    VITE_SUPABASE_ANON_KEY: backend.config.anonKey,
    VITE_SITE_URL: webUrl,
  };
  if (build) {
    console.log(`building against ${api.url} ...`);
    Object.assign(process.env, env, { ZELLIJ_SKIP_SITE_FILES: '1' });
    const { build: viteBuild } = await import('vite');
    await viteBuild({ root, logLevel: 'warn', build: { outDir, emptyOutDir: true } });
  }
  // Every time: pages prerendered from this backend's rows, and a CSP that allows it.
  await runSiteFilesScript(
    root,
    outDir,
    { ...env, SUPABASE_URL: backend.url, SUPABASE_ANON_KEY: backend.config.anonKey },
    true,
  );
  const visitor = await prepareVisitor(
    { url: backend.url, anonKey: backend.config.anonKey, serviceRoleKey: backend.config.serviceRoleKey },
    api.url,
  );
  const server = await serveStatic(outDir, WEB_PORT, { certificate });
  return {
    webUrl: server.url,
    apiUrl: backend.url,
    anonKey: backend.config.anonKey,
    visitor,
    async close() {
      await server.close();
      await api.close();
      await backend.stop();
    },
  };
}
