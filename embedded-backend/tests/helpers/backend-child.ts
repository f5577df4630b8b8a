/**
 * A backend in its own process, for tests that kill it with SIGKILL: the project folder argv[2] on
 * the PGlite folder argv[3], psql socket on port argv[4]. Prints `ready <api url> <psql url>`.
 */
import { startBackend } from '../../src/server';

const [projectDir, dataDir, pgPort] = process.argv.slice(2);
const backend = await startBackend({
  projectDir,
  dataDir,
  port: 0,
  pgPort: Number(pgPort),
  functions: false,
});
process.stdout.write(`ready ${backend.url} ${backend.databaseUrl}\n`);
