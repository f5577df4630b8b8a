/**
 * A backend in its own process, for tests that kill it with SIGKILL: the shop's schema on the PGlite
 * folder given as argv[2], the hold sweep every argv[3] ms, its log lines on stdout.
 */
import { startBackend } from '../../../embedded-backend/src/server';

const [dataDir, every] = process.argv.slice(2);
await startBackend({
  dataDir,
  port: 0,
  pgPort: 0,
  functions: false,
  logRequests: true,
  holdSweepMs: Number(every),
  log: (line) => process.stdout.write(`${line}\n`),
});
process.stdout.write('backend: ready\n');
