/**
 * `npm run dev`: the embedded backend (API, database, functions, sandboxes) and the Vite dev server in
 * one process, so `npm install && npm run dev` is the whole shop. Ctrl-C stops both cleanly.
 */
import { createServer } from 'vite';

import { startBackend } from '../embedded-backend/src/server';

const fresh = process.argv.includes('--fresh');
const backend = await startBackend({ fresh, logRequests: true, demoOwner: true });
const vite = await createServer({ server: { host: '127.0.0.1', port: 5173, strictPort: true } });
await vite.listen();

console.log(`
  Zellij is running

  Shop        http://127.0.0.1:5173
  API         ${backend.url}        (psql -h 127.0.0.1 -p ${backend.config.pgPort} -U postgres)
  Mailbox     ${backend.url}/__mailbox
`);

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  await vite.close();
  await backend.stop();
  process.exit(0);
}
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
