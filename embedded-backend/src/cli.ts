/**
 * `npm run backend [-- --fresh] [--port N] [--pg-port N] [--data-dir DIR] [--max-body-bytes N] [--quiet]`:
 * the local Supabase stand-in.
 * Prints its URLs and keys, logs one line per request, and shuts down cleanly on Ctrl-C so the
 * PGlite data under .data/pglite stays intact.
 */
import { parseArgs } from 'node:util';
import { startBackend } from './server';

const { values } = parseArgs({
  options: {
    fresh: { type: 'boolean', default: false },
    port: { type: 'string' },
    'pg-port': { type: 'string' },
    'data-dir': { type: 'string' },
    quiet: { type: 'boolean', default: false },
    'no-functions': { type: 'boolean', default: false },
    'max-body-bytes': { type: 'string' },
  },
});

const toPort = (value: string | undefined, name: string) => {
  if (value === undefined) return undefined;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`--${name} must be a port number`);
  return port;
};

const toBytes = (value: string | undefined) => {
  if (value === undefined) return undefined;
  const bytes = Number(value);
  if (!Number.isInteger(bytes) || bytes < 0) throw new Error('--max-body-bytes must be a number of bytes');
  return bytes;
};

const maxRequestBodyBytes = toBytes(values['max-body-bytes']);
const started = performance.now();
const backend = await startBackend({
  fresh: values.fresh,
  ...(values['data-dir'] ? { dataDir: values['data-dir'] } : {}),
  port: toPort(values.port, 'port') ?? 54321,
  pgPort: toPort(values['pg-port'], 'pg-port') ?? 54322,
  logRequests: !values.quiet,
  functions: !values['no-functions'],
  watchFunctions: true,
  demoOwner: true,
  ...(maxRequestBodyBytes === undefined ? {} : { maxRequestBodyBytes }),
});
const { config } = backend;
const seconds = ((performance.now() - started) / 1000).toFixed(1);
const database = process.env.DATABASE_URL
  ? 'PostgreSQL (DATABASE_URL)'
  : `PGlite, data in ${values['data-dir'] ?? '.data/pglite'}`;
console.log(`
Zellij local backend ready in ${seconds}s (${database})

  API URL          ${config.apiUrl}
  REST             ${config.apiUrl}/rest/v1
  Auth             ${config.apiUrl}/auth/v1
  Functions        ${config.apiUrl}/functions/v1
  Storage          ${config.apiUrl}/storage/v1/object/public/media/...
  Mailbox          ${config.apiUrl}/__mailbox
  WhatsApp inbox   ${config.apiUrl}/__whatsapp
  Sandboxes        ${config.apiUrl}/__sandbox/...
  Database         ${backend.databaseUrl ? `psql -h 127.0.0.1 -p ${config.pgPort} -U postgres` : 'no psql socket (DATABASE_URL is used)'}

  anon key         ${config.anonKey}
  service_role key ${config.serviceRoleKey}
  JWT secret       ${config.jwtSecret}
`);

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`\n${signal}: stopping the backend...`);
  try {
    await backend.stop();
    process.exit(0);
  } catch (error) {
    console.error(`Could not stop cleanly: ${(error as Error).message}`);
    process.exit(1);
  }
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
