/**
 * One Deno process serving every function (see deno-loader.ts). Spawned with explicit, minimal
 * env and scoped permissions; resolves once the loader reports its port.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface DenoWorker {
  port: number;
  /** Resolves when the process has exited (for any reason). */
  exited: Promise<void>;
  kill(): Promise<void>;
}

export interface WorkerOptions {
  functionsDir: string;
  env: Record<string, string>;
  /** Receives each line the functions print (console.log/error); default: dropped. */
  onLog?: (line: string) => void;
  startupTimeoutMs?: number;
}

const LOADER = join(dirname(fileURLToPath(import.meta.url)), 'deno-loader.ts');

/** The `deno` binary of the npm package (node_modules/.bin/deno: no separate install). */
export function denoBinary(): string {
  const require = createRequire(import.meta.url);
  const pkgDir = dirname(require.resolve('deno/package.json'));
  const candidates = [join(pkgDir, 'deno'), join(pkgDir, 'bin', 'deno')];
  const local = resolve(pkgDir, '..', '.bin', 'deno');
  return candidates.find((c) => existsSync(c)) ?? local;
}

/** Folders with an index.ts, skipping _shared and other `_`-prefixed helpers. */
export function listFunctions(functionsDir: string): string[] {
  if (!existsSync(functionsDir)) return [];
  return readdirSync(functionsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('_') && !entry.name.startsWith('.'))
    .filter((entry) => existsSync(join(functionsDir, entry.name, 'index.ts')))
    .map((entry) => entry.name)
    .sort();
}

function denoCacheDir(env: Record<string, string>): string | undefined {
  if (env.DENO_DIR) return env.DENO_DIR;
  const base = env.XDG_CACHE_HOME ?? (env.HOME ? join(env.HOME, '.cache') : undefined);
  return base ? join(base, 'deno') : undefined;
}

export function denoArgs(functionsDir: string, names: string[], env: Record<string, string>): string[] {
  const readable = [functionsDir, dirname(LOADER), denoCacheDir(env)].filter(Boolean).join(',');
  const config = join(functionsDir, 'deno.json');
  return [
    'run',
    '--quiet',
    '--no-prompt',
    '--allow-net',
    '--allow-env',
    `--allow-read=${readable}`,
    ...(existsSync(config) ? ['--config', config] : []),
    LOADER,
    functionsDir,
    names.join(','),
  ];
}

export function startDenoWorker(options: WorkerOptions): Promise<DenoWorker> {
  const { functionsDir, env, onLog = () => {}, startupTimeoutMs = 120_000 } = options;
  const names = listFunctions(functionsDir);
  const child: ChildProcess = spawn(denoBinary(), denoArgs(functionsDir, names, env), {
    cwd: functionsDir,
    env,
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const recent: string[] = [];
  const remember = (line: string) => {
    recent.push(line);
    if (recent.length > 40) recent.shift();
    onLog(line);
  };

  return new Promise<DenoWorker>((resolveWorker, reject) => {
    let settled = false;
    const fail = (reason: string) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      child.kill('SIGKILL');
      reject(new Error(`${reason}\n${recent.join('\n')}`));
    };
    const timer = setTimeout(() => fail('Deno functions worker did not start in time'), startupTimeoutMs);
    child.once('error', (error) => fail(`Could not run Deno: ${error.message}`));
    child.once('exit', (code) => fail(`Deno functions worker exited with code ${code}`));
    forEachLine(child.stderr!, remember);
    forEachLine(child.stdout!, (line) => {
      if (!settled && line.startsWith('{"ready":true')) {
        settled = true;
        clearTimeout(timer);
        const port = (JSON.parse(line) as { port: number }).port;
        resolveWorker({ port, exited, kill: () => killWorker(child, exited) });
        return;
      }
      remember(line);
    });
  });
}

async function killWorker(child: ChildProcess, exited: Promise<void>): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const timeout = setTimeout(() => child.kill('SIGKILL'), 2000);
  await exited;
  clearTimeout(timeout);
}

function forEachLine(stream: NodeJS.ReadableStream, onLine: (line: string) => void) {
  let buffer = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk: string) => {
    buffer += chunk;
    let newline: number;
    while ((newline = buffer.indexOf('\n')) >= 0) {
      onLine(buffer.slice(0, newline));
      buffer = buffer.slice(newline + 1);
    }
  });
  stream.on('end', () => buffer && onLine(buffer));
}
