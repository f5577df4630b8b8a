/**
 * startBackend(): the whole local Supabase stand-in in one process: database (PGlite or
 * DATABASE_URL) brought to the project's schema, the API gateway on one port and, for PGlite,
 * the Postgres wire protocol on another.
 */
import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defaultConfig } from './config';
import { lockDataDir } from './db/data-dir-lock';
import { openMigratedDatabase, type MigrationSources, type OpenedDatabase } from './db/index';
import { createGateway, jsonResponse, unavailable, type Mount } from './gateway';
import { nodeListener } from './http';
import { startPgSocket } from './pg-socket';
import { createRestApi } from './rest/index';
import { ensureDemoMedia } from './storage/demo-media';
import { createStorageHandler } from './storage/index';
import type * as AuthModule from './auth/index';
import type * as FunctionsModule from './functions/index';
import type * as MailModule from './mail/index';
import type * as SandboxModule from './sandbox/index';
import type { BackendConfig, Db, Handler } from './types';

/** The repository root (embedded-backend/src/ is two levels down). */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** Generated public objects, one folder per bucket (the seed's demo images: .data/media/media). */
const MEDIA_ROOT = path.join(REPO_ROOT, '.data/media');

export interface StartBackendOptions extends Partial<BackendConfig> {
  /** PGlite data folder; null keeps the database in memory. Default: <repo>/.data/pglite. */
  dataDir?: string | null;
  /** Start from an empty database (wipes dataDir). */
  fresh?: boolean;
  /** postgres://... : use a real PostgreSQL instead of PGlite. */
  databaseUrl?: string;
  /** Serve /functions/v1 with Deno (default true). */
  functions?: boolean;
  /** Restart the functions worker when a file under supabase/functions changes (dev). */
  watchFunctions?: boolean;
  /** Folder holding supabase/ (migrations, seed, functions, media). Default: the repo root. */
  projectDir?: string;
  /** Receives the per-request log lines when logRequests is on (default: stdout). */
  log?: (line: string) => void;
}

export interface RunningBackend {
  config: BackendConfig;
  db: Db;
  /** The gateway's base URL, e.g. http://127.0.0.1:54321 */
  url: string;
  /** postgres://postgres@127.0.0.1:<pgPort>/postgres, or null when the socket is off. */
  databaseUrl: string | null;
  /** Re-reads the REST schema cache (after changing the schema by hand). */
  reloadSchema(): Promise<void>;
  stop(): Promise<void>;
}

function listen(server: Server, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

/** Where log lines go: the caller's `log`, else stdout. */
function logTo(options: StartBackendOptions): (line: string) => void {
  return options.log ?? ((line) => process.stdout.write(`${line}\n`));
}

/** Imports another owner's module if its file exists; null when it does not (yet). */
async function optionalModule<T>(relative: string): Promise<T | null> {
  const file = fileURLToPath(new URL(`${relative}.ts`, import.meta.url));
  if (!existsSync(file)) return null;
  return (await import(relative)) as T;
}

interface Parts {
  mounts: Mount[];
  stop: () => Promise<void>;
}

async function mountParts(
  opened: OpenedDatabase,
  config: BackendConfig,
  options: StartBackendOptions,
  projectDir: string,
  rest: Handler,
): Promise<Parts> {
  const { db } = opened;
  const [auth, mail, functions, sandbox] = await Promise.all([
    optionalModule<typeof AuthModule>('./auth/index'),
    optionalModule<typeof MailModule>('./mail/index'),
    optionalModule<typeof FunctionsModule>('./functions/index'),
    optionalModule<typeof SandboxModule>('./sandbox/index'),
  ]);
  const log = logTo(options);
  const functionsDir = path.join(projectDir, 'supabase/functions');
  const mailbox = mail?.createMailbox({
    onSend: config.logRequests
      ? (m) => log(`mail to ${m.to}: "${m.subject}" (open ${config.apiUrl}/__mailbox)`)
      : undefined,
  });
  const runtime =
    functions && options.functions !== false
      ? functions.createFunctionsRuntime({
          config,
          functionsDir,
          watch: options.watchFunctions,
        })
      : null;
  // The Deno worker warms up in the background; the first request waits for it if needed.
  runtime?.start().catch(() => undefined);
  const mediaDirs = [path.join(projectDir, 'supabase/media'), MEDIA_ROOT];
  const mounts: Mount[] = [
    { prefix: '/rest/v1', handler: rest },
    {
      prefix: '/auth/v1',
      handler:
        auth && mailbox
          ? auth.createAuthHandler({ db, config, mailbox })
          : unavailable('Auth is not available'),
    },
    { prefix: '/__mailbox', handler: mailbox?.handler ?? unavailable('The mailbox is not available') },
    {
      prefix: '/functions/v1',
      handler:
        runtime?.handler ??
        unavailable(options.functions === false ? 'Functions are disabled' : 'Functions are not available'),
      cors: runtime === null,
    },
    {
      prefix: '/__sandbox',
      handler:
        sandbox?.createSandboxes({
          config,
          db,
          // Sign Stripe events with the secret the stripe-webhook function checks them with.
          stripeWebhookSecret: functions?.functionsEnv(config, functionsDir).STRIPE_WEBHOOK_SECRET,
        }) ?? unavailable('The payment sandboxes are not available'),
    },
    { prefix: '/storage/v1', handler: createStorageHandler({ mediaDirs }) },
    { prefix: '/health', handler: async () => jsonResponse(200, { status: 'ok' }) },
  ];
  return { mounts, stop: async () => runtime?.stop() };
}

export async function startBackend(options: StartBackendOptions = {}): Promise<RunningBackend> {
  const projectDir = path.resolve(options.projectDir ?? REPO_ROOT);
  const useEnvDatabase = options.dataDir === undefined && options.databaseUrl === undefined;
  const databaseUrl = options.databaseUrl ?? (useEnvDatabase ? process.env.DATABASE_URL : undefined);
  const dataDir = options.dataDir === undefined ? path.join(REPO_ROOT, '.data/pglite') : options.dataDir;
  const sources: MigrationSources = {
    bootstrapDir: path.join(REPO_ROOT, 'embedded-backend/sql'),
    migrationsDir: path.join(projectDir, 'supabase/migrations'),
    seedFile: path.join(projectDir, 'supabase/seed.sql'),
  };
  let handler: Handler = async () => jsonResponse(503, { message: 'The backend is starting' });
  let config = defaultConfig({ ...stripStartOptions(options) });
  // Listen first: a busy port fails before the database is touched.
  const server = createServer(
    nodeListener(
      (req) => handler(req),
      () => config.apiUrl,
    ),
  );
  const cleanups: (() => Promise<void> | void)[] = [];
  // Stop accepting requests (letting in-flight ones finish), then stop the parts in reverse order.
  const cleanUp = async () => {
    await closeServer(server);
    for (const step of cleanups.slice().reverse()) await step();
  };
  try {
    const port = await listen(server, options.port ?? config.port);
    config = { ...config, port, apiUrl: options.apiUrl ?? `http://127.0.0.1:${port}` };
    if (!databaseUrl && dataDir !== null) cleanups.push(lockDataDir(dataDir));
    const [{ opened }, mediaRendered] = await Promise.all([
      openMigratedDatabase({
        dataDir,
        fresh: options.fresh,
        databaseUrl,
        cacheDir: path.join(REPO_ROOT, '.data/cache'),
        sources,
      }),
      ensureDemoMedia(projectDir, MEDIA_ROOT),
    ]);
    if (mediaRendered > 0 && config.logRequests) {
      logTo(options)(
        `media: rendered ${mediaRendered} demo images into ${path.relative(process.cwd(), MEDIA_ROOT)}`,
      );
    }
    cleanups.push(() => opened.db.close());
    const rest = await createRestApi({ db: opened.db, config });
    const parts = await mountParts(opened, config, options, projectDir, rest.handler);
    cleanups.push(parts.stop);
    handler = createGateway({ mounts: parts.mounts, log: config.logRequests ? logTo(options) : undefined });
    const socket =
      opened.kind === 'pglite' && config.pgPort !== 0
        ? await startPgSocket({ pglite: opened.pglite, lock: opened.lock, port: config.pgPort })
        : null;
    if (socket) cleanups.push(socket.stop);
    let stopping: Promise<void> | null = null;
    return {
      config: { ...config, pgPort: socket?.port ?? 0 },
      db: opened.db,
      url: config.apiUrl,
      databaseUrl: socket ? `postgres://postgres@127.0.0.1:${socket.port}/postgres` : null,
      reloadSchema: rest.reloadSchema,
      stop: () => (stopping ??= cleanUp()),
    };
  } catch (error) {
    await cleanUp().catch(() => undefined);
    throw error;
  }
}

function stripStartOptions(options: StartBackendOptions): Partial<BackendConfig> {
  const {
    dataDir: _d,
    fresh: _f,
    databaseUrl: _u,
    functions: _fn,
    watchFunctions: _w,
    projectDir: _p,
    log: _l,
    ...config
  } = options;
  return config;
}

/** Stops accepting connections, lets in-flight requests finish briefly, then drops the rest. */
function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeIdleConnections();
    setTimeout(() => server.closeAllConnections(), 2000).unref();
  });
}
