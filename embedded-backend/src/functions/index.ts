/**
 * /functions/v1: serves supabase/functions/<name>/index.ts with real Deno, unchanged.
 * The worker starts on start() or on the first request; with `watch` it restarts when a file in
 * the functions folder changes, so edits show up on the next request.
 */
import { watch, type FSWatcher } from 'node:fs';
import { resolve } from 'node:path';
import type { BackendConfig, Handler } from '../types';
import { functionsEnv } from './env';

export { functionsEnv };
import { forwardToWorker, jsonError } from './proxy';
import { startDenoWorker, type DenoWorker } from './worker';

export { verifyJwtSettings, withFunctionJwtCheck } from './verify-jwt';

export interface FunctionsRuntimeOptions {
  config: BackendConfig;
  functionsDir: string;
  /**
   * The served project's supabase/config.toml, whose [auth] additional_redirect_urls the functions
   * get as ADDITIONAL_REDIRECT_URLS. startBackend passes it; default: the shop's own.
   */
  configTomlPath?: string;
  /**
   * Restart the worker when files change. Default: on, except under test runners (VITEST /
   * NODE_ENV=test), where a restart in the middle of a test would only cause flakes.
   */
  watch?: boolean;
  /** Per-request limit; a function that takes longer is answered with 504. */
  requestTimeoutMs?: number;
  /** Where the functions' console output goes; default: stderr when config.logRequests. */
  onLog?: (line: string) => void;
}

export interface FunctionsRuntime {
  handler: Handler;
  start(): Promise<void>;
  stop(): Promise<void>;
}

export function createFunctionsRuntime(options: FunctionsRuntimeOptions): FunctionsRuntime {
  const { config, requestTimeoutMs = 30_000 } = options;
  const watchFiles = options.watch ?? (!process.env.VITEST && process.env.NODE_ENV !== 'test');
  const functionsDir = resolve(options.functionsDir);
  const onLog =
    options.onLog ??
    (config.logRequests ? (line: string) => process.stderr.write(`[functions] ${line}\n`) : undefined);
  let worker: Promise<DenoWorker> | null = null;
  let watcher: FSWatcher | null = null;
  let stopped = false;

  function ensureWorker(): Promise<DenoWorker> {
    if (!worker) {
      const starting = startDenoWorker({
        functionsDir,
        env: functionsEnv(config, functionsDir, options.configTomlPath),
        onLog,
      });
      worker = starting;
      starting.then(
        // A crashed worker (e.g. a function called Deno.exit) is replaced on the next request.
        (w) => void w.exited.then(() => worker === starting && (worker = null)),
        () => worker === starting && (worker = null),
      );
    }
    return worker;
  }

  async function restart() {
    const previous = worker;
    worker = null;
    if (previous)
      await previous.then(
        (w) => w.kill(),
        () => undefined,
      );
  }

  function startWatching() {
    if (watcher || !watchFiles) return;
    let debounce: NodeJS.Timeout | undefined;
    watcher = watch(functionsDir, { recursive: true }, (_event, file) => {
      if (file && /(^|\/)(deno\.lock|\.#)/.test(String(file))) return;
      clearTimeout(debounce);
      debounce = setTimeout(() => void restart(), 150);
    });
  }

  const handler: Handler = async (req) => {
    if (stopped) return jsonError(503, 'The functions runtime is stopped.');
    startWatching();
    let port: number;
    try {
      port = (await ensureWorker()).port;
    } catch (error) {
      onLog?.(String(error));
      return jsonError(503, 'The functions runtime could not start. See the backend log.');
    }
    try {
      return await forwardToWorker(req, port, requestTimeoutMs, config.maxRequestBodyBytes);
    } catch {
      return jsonError(502, 'The function is not reachable; it will be restarted.');
    }
  };

  return {
    handler,
    async start() {
      stopped = false;
      startWatching();
      await ensureWorker();
    },
    async stop() {
      stopped = true;
      watcher?.close();
      watcher = null;
      await restart();
    },
  };
}
