/**
 * Runs INSIDE Deno (not Node). Loads every edge function of a folder into one Deno process, the
 * way the Supabase edge runtime runs them: each function's unchanged `index.ts` calls
 * `Deno.serve(handler)`; we swap `Deno.serve` for a recorder while importing it, then serve all
 * recorded handlers from one real `Deno.serve` on an ephemeral port and route `/<name>/...` to them.
 *
 * Usage: deno run <permissions> deno-loader.ts <functionsDir> <name,name,...>
 * Prints one line `{"ready":true,"port":N}` on stdout when listening.
 *
 * Typed without Deno's lib so that the Node typecheck of embedded-backend accepts this file.
 */
type FnHandler = (req: Request, info?: unknown) => Response | Promise<Response>;
interface DenoLike {
  args: string[];
  serve: (...args: unknown[]) => unknown;
  stdin: { readable: ReadableStream<Uint8Array> };
  exit(code: number): never;
}
export {};

const deno = (globalThis as unknown as { Deno: DenoLike }).Deno;
const realServe = deno.serve.bind(deno);

const [functionsDir, namesArg = ''] = deno.args;
if (!functionsDir) throw new Error('deno-loader: functionsDir argument is required');
const names = namesArg.split(',').filter(Boolean);

const handlers = new Map<string, FnHandler>();
const loadErrors = new Map<string, string>();

/** Finds the handler in any of Deno.serve's call shapes: (h), (opts, h), ({ handler, ... }). */
function pickHandler(args: unknown[]): FnHandler | undefined {
  for (const arg of args) {
    if (typeof arg === 'function') return arg as FnHandler;
    if (arg && typeof arg === 'object' && typeof (arg as { handler?: unknown }).handler === 'function') {
      return (arg as { handler: FnHandler }).handler;
    }
  }
  return undefined;
}

/** What Deno.serve returns, enough for code that awaits `finished` or calls `shutdown()`. */
const fakeServer = {
  finished: new Promise<void>(() => {}),
  shutdown: async () => {},
  ref() {},
  unref() {},
  addr: { transport: 'tcp', hostname: '127.0.0.1', port: 0 },
};

let loading: string | null = null;
deno.serve = (...args: unknown[]) => {
  const handler = pickHandler(args);
  if (!loading) throw new Error('Deno.serve called outside of a function module load');
  if (!handler) throw new Error(`Function ${loading} called Deno.serve without a handler`);
  handlers.set(loading, handler);
  return fakeServer;
};

for (const name of names) {
  loading = name;
  try {
    await import(new URL(`${name}/index.ts`, `file://${functionsDir.replace(/\/?$/, '/')}`).href);
    if (!handlers.has(name)) loadErrors.set(name, 'index.ts did not call Deno.serve');
  } catch (error) {
    loadErrors.set(name, error instanceof Error ? error.message : String(error));
    console.error(`[functions] ${name} failed to load:`, error);
  }
}
loading = null;

const jsonError = (status: number, error: string) =>
  new Response(JSON.stringify({ error }), {
    status,
    headers: { 'content-type': 'application/json', 'access-control-allow-origin': '*' },
  });

async function route(req: Request, info: unknown): Promise<Response> {
  const name = new URL(req.url).pathname.split('/')[1] ?? '';
  const handler = handlers.get(name);
  if (!handler) {
    const reason = loadErrors.get(name);
    return reason
      ? jsonError(500, `Function ${name} failed to start: ${reason}`)
      : jsonError(404, `Function not found: ${name}`);
  }
  try {
    // Awaited inside try so a rejected promise becomes a 500 instead of a dropped connection.
    return await handler(req, info);
  } catch (error) {
    console.error(`[functions] ${name} threw:`, error);
    return jsonError(500, 'The function failed unexpectedly.');
  }
}

realServe({
  hostname: '127.0.0.1',
  port: 0,
  onListen: ({ port }: { port: number }) => console.log(JSON.stringify({ ready: true, port })),
  onError: (error: unknown) => {
    console.error('[functions] unhandled error:', error);
    return jsonError(500, 'The function failed unexpectedly.');
  },
  handler: route,
});

// The backend holds our stdin open; when it goes away (even killed), stdin ends and so do we,
// so no orphaned Deno keeps running.
(async () => {
  const reader = deno.stdin.readable.getReader();
  while (!(await reader.read()).done) {
    // nothing is ever sent; we only wait for the end of the stream
  }
  deno.exit(0);
})();
