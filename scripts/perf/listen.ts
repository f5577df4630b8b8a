import type { Server } from 'node:net';

export interface Listening {
  /** The real port (`port` 0 picks a free one). */
  port: number;
  close(): Promise<void>;
}

/** Starts `server` on `host:port` for the benchmark's local servers (static site, TLS proxy). */
export async function listen(server: Server, port: number, host: string): Promise<Listening> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address();
  return {
    port: typeof address === 'object' && address ? address.port : port,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
