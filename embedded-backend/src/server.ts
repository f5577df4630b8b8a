/**
 * startBackend(): the whole local Supabase stand-in in one process: database (PGlite or
 * DATABASE_URL) brought to the project's schema, the API gateway on one port and, for PGlite,
 * the Postgres wire protocol on another.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defaultConfig } from './config';
import { lockDataDir } from './db/data-dir-lock';
import { HOLD_SWEEP_EVERY_MS, startBagReminderSweep, startHoldSweep } from './db/hold-sweep';
import { openMigratedDatabase, type MigrationSources, type OpenedDatabase } from './db/index';
import { createScratchDatabase, SCRATCH_POSTGRES_ENV } from './db/scratch-postgres';
import { createGateway, jsonResponse, unavailable, type Mount } from './gateway';
import { nodeListener } from './http';
import { startPgSocket } from './pg-socket';
import { exposedSchemas } from './rest/exposed-schemas';
import { createRestApi } from './rest/index';
import { ensureDemoMedia } from './storage/demo-media';
import { createStorageHandler } from './storage/index';
import { createAuthHandler, type AuthSettings } from './auth/index';
import {
  createFunctionsRuntime,
  functionsEnv,
  verifyJwtSettings,
  withFunctionJwtCheck,
} from './functions/index';
import { DEMO_OWNER_EMAIL, ensureDemoOwner } from './auth/demo-owner';
import { loadAuthSettings, projectConfigToml } from './auth/settings';
import { createMailbox } from './mail/index';
import { createSandboxes } from './sandbox/index';
import { createWhatsappSandbox } from './sandbox/whatsapp/index';
import { isQuietPoll, startSchedule } from './functions/schedule';
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
  /**
   * Folder holding supabase/ (config.toml, migrations, seed, functions, media). Default: the repo
   * root. Its supabase/config.toml is the one read ([api], [auth.*], [functions.*]).
   */
  projectDir?: string;
  /** Receives the per-request log lines when logRequests is on (default: stdout). */
  log?: (line: string) => void;
  /**
   * How often the send-mail and send-whatsapp functions are called (ms), as pg_cron would on hosted
   * Supabase; 0 turns them off. Default 1000 when functions run.
   */
  mailWorkerIntervalMs?: number;
  /**
   * How often the sweeps run: expired stock holds released, abandoned bags' reminders queued (default
   * every minute; 0: only once at start).
   */
  holdSweepMs?: number;
  /**
   * Auth settings over what the project's supabase/config.toml says, e.g. `{ rateLimits: {...} }`
   * for a test that floods an endpoint, or a harness that signs many users up from one address.
   */
  auth?: Partial<AuthSettings>;
  /** Create the local demo shop owner (owner@zellij.test) if missing: `npm run backend`, e2e. */
  demoOwner?: boolean;
  /**
   * The WhatsApp sandbox's webhooks: where they go (default the whatsapp-webhook function when
   * functions run, else none; null: none) and how often the pending ones are retried (1000 ms).
   */
  whatsapp?: { webhookUrl?: string | null; retryMs?: number };
}

export interface RunningBackend {
  config: BackendConfig;
  db: Db;
  /** The gateway's base URL, e.g. http://127.0.0.1:54321 */
  url: string;
  /**
   * postgres://postgres@127.0.0.1:<pgPort>/postgres, the throw-away database of a test run on real
   * PostgreSQL (ZELLIJ_TEST_POSTGRES), or null when the socket is off.
   */
  databaseUrl: string | null;
  /** Re-reads the REST schema cache (after changing the schema by hand). */
  reloadSchema(): Promise<void>;
  /** Runs the expired-holds sweep now; null when the schema has none. */
  sweepHolds: (() => Promise<number>) | null;
  /** Queues the abandoned bags' reminders now (queue_bag_reminders); null when the schema has none. */
  queueBagReminders: (() => Promise<number>) | null;
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

interface Parts {
  mounts: Mount[];
  quiet?: (req: Request, response: Response) => boolean;
  stop: () => Promise<void>;
}

function mountParts(
  opened: OpenedDatabase,
  config: BackendConfig,
  options: StartBackendOptions,
  projectDir: string,
  rest: Handler,
): Parts {
  const { db } = opened;
  const log = logTo(options);
  const functionsDir = path.join(projectDir, 'supabase/functions');
  const configToml = projectConfigToml(projectDir);
  const mailbox = createMailbox({
    onSend: config.logRequests
      ? (m) => log(`mail to ${m.to}: "${m.subject}" (open ${config.apiUrl}/__mailbox)`)
      : undefined,
  });
  const runtime =
    options.functions !== false
      ? createFunctionsRuntime({
          config,
          functionsDir,
          configTomlPath: configToml,
          watch: options.watchFunctions,
        })
      : null;
  // The Deno worker warms up in the background; the first request waits for it if needed.
  runtime?.start().catch(() => undefined);
  // Hosted Supabase checks the caller's JWT before a function runs, per config.toml's verify_jwt.
  const functionsHandler = runtime
    ? withFunctionJwtCheck(runtime.handler, {
        jwtSecret: config.jwtSecret,
        verifyJwtFor: verifyJwtSettings(configToml),
      })
    : null;
  const mailWorkerMs = options.mailWorkerIntervalMs ?? 1000;
  const mailSchedule =
    runtime && mailWorkerMs > 0
      ? startSchedule({
          apiUrl: config.apiUrl,
          serviceRoleKey: config.serviceRoleKey,
          functionName: 'send-mail',
          intervalMs: mailWorkerMs,
          onFailure: config.logRequests ? (message) => log(`mail worker: ${message}`) : undefined,
        })
      : null;
  // The WhatsApp outbox's worker, on the same interval as the mail's (hosted: its own cron job).
  const whatsappSchedule =
    runtime && mailWorkerMs > 0
      ? startSchedule({
          apiUrl: config.apiUrl,
          serviceRoleKey: config.serviceRoleKey,
          functionName: 'send-whatsapp',
          intervalMs: mailWorkerMs,
          onFailure: config.logRequests ? (message) => log(`WhatsApp worker: ${message}`) : undefined,
        })
      : null;
  const env = functionsEnv(config, functionsDir, configToml);
  const whatsapp = createWhatsappSandbox({
    db,
    webhookUrl:
      options.whatsapp?.webhookUrl !== undefined
        ? options.whatsapp.webhookUrl
        : runtime
          ? `${config.apiUrl}/functions/v1/whatsapp-webhook`
          : null,
    // Signed with the secret the whatsapp-webhook function checks them with.
    appSecret: env.WHATSAPP_APP_SECRET,
    retryMs: options.whatsapp?.retryMs,
    onError: config.logRequests ? log : undefined,
  });
  const mediaDirs = [path.join(projectDir, 'supabase/media'), MEDIA_ROOT];
  const mounts: Mount[] = [
    { prefix: '/rest/v1', handler: rest },
    {
      prefix: '/auth/v1',
      handler: createAuthHandler({ db, config, mailbox, settings: options.auth, configTomlPath: configToml }),
    },
    { prefix: '/__mailbox', handler: mailbox.handler },
    { prefix: '/__whatsapp', handler: whatsapp.inbox },
    {
      prefix: '/functions/v1',
      handler: functionsHandler ?? unavailable('Functions are disabled'),
      cors: runtime === null,
    },
    {
      prefix: '/__sandbox',
      handler: createSandboxes({
        config,
        db,
        mailbox,
        // Sign Stripe events with the secret the stripe-webhook function checks them with.
        stripeWebhookSecret: env.STRIPE_WEBHOOK_SECRET,
        whatsapp,
      }),
    },
    { prefix: '/storage/v1', handler: createStorageHandler({ mediaDirs, db, config }) },
    { prefix: '/health', handler: async () => jsonResponse(200, { status: 'ok' }) },
  ];
  return {
    mounts,
    quiet: isQuietPoll,
    stop: async () => {
      await whatsapp.stop();
      await mailSchedule?.stop();
      await whatsappSchedule?.stop();
      await runtime?.stop();
    },
  };
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
      (pathname) =>
        pathname.startsWith('/storage/v1/') ? config.maxUploadBodyBytes : config.maxRequestBodyBytes,
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
    // Test runs on a real PostgreSQL: an in-memory database becomes a throw-away one there.
    const scratchServer = !databaseUrl && dataDir === null ? process.env[SCRATCH_POSTGRES_ENV] : undefined;
    const scratch = scratchServer ? await createScratchDatabase(scratchServer, sources) : null;
    if (scratch) cleanups.push(scratch.drop);
    const [{ opened, sequencesRestored }, mediaRendered] = await Promise.all([
      openMigratedDatabase({
        dataDir,
        fresh: options.fresh,
        databaseUrl: scratch?.url ?? databaseUrl,
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
    if (sequencesRestored.length > 0 && config.logRequests) {
      logTo(options)(`database: sequences set back to their last values: ${sequencesRestored.join(', ')}`);
    }
    const ownerSettings = options.demoOwner
      ? loadAuthSettings(config, options.auth, projectConfigToml(projectDir))
      : null;
    if (ownerSettings && (await ensureDemoOwner(opened.db, ownerSettings))) {
      if (config.logRequests) logTo(options)(`auth: created the demo shop owner ${DEMO_OWNER_EMAIL}`);
    }
    const rest = await createRestApi({ db: opened.db, config, schemas: exposedSchemas(projectDir) });
    const parts = mountParts(opened, config, options, projectDir, rest.handler);
    cleanups.push(parts.stop);
    handler = createGateway({
      mounts: parts.mounts,
      log: config.logRequests ? logTo(options) : undefined,
      quiet: parts.quiet,
    });
    const sweep = await startHoldSweep(
      opened.db,
      options.holdSweepMs ?? HOLD_SWEEP_EVERY_MS,
      config.logRequests ? logTo(options) : undefined,
    );
    if (sweep) cleanups.push(sweep.stop);
    const reminders = await startBagReminderSweep(
      opened.db,
      options.holdSweepMs ?? HOLD_SWEEP_EVERY_MS,
      config.logRequests ? logTo(options) : undefined,
    );
    if (reminders) cleanups.push(reminders.stop);
    const socket =
      opened.kind === 'pglite' && config.pgPort !== 0
        ? await startPgSocket({
            pglite: opened.pglite,
            lock: opened.lock,
            port: config.pgPort,
            hooks: opened.hooks,
          })
        : null;
    if (socket) cleanups.push(socket.stop);
    let stopping: Promise<void> | null = null;
    return {
      config: { ...config, pgPort: socket?.port ?? 0 },
      db: opened.db,
      url: config.apiUrl,
      databaseUrl: socket ? `postgres://postgres@127.0.0.1:${socket.port}/postgres` : (scratch?.url ?? null),
      reloadSchema: rest.reloadSchema,
      sweepHolds: sweep?.runNow ?? null,
      queueBagReminders: reminders?.runNow ?? null,
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
    mailWorkerIntervalMs: _m,
    holdSweepMs: _h,
    auth: _a,
    demoOwner: _o,
    whatsapp: _wa,
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
