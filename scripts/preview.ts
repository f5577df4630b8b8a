/**
 * `npm run preview`: serves `dist/` (after `npm run build` or `npm run build:local`) on http://127.0.0.1:4173 the way the
 * production hosts of docs/deploy.md do: prerendered pages at their clean URLs, spa.html for every
 * other route, compression, cache headers and the headers of dist/_headers (CSP included).
 */
import path from 'node:path';

import { serveStatic } from './perf/static-server';

const PORT = Number(process.env.PREVIEW_PORT ?? 4173);
const server = await serveStatic(path.resolve(import.meta.dirname, '../dist'), PORT);
console.log(`Serving dist/ on ${server.url} (Ctrl+C to stop)`);
