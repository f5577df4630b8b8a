/**
 * The seams between the embedded backend's parts. Every HTTP part is a web-standard
 * `(Request) => Promise<Response>` handler so it can be tested without a socket and mounted
 * under the gateway (see gateway.ts).
 */

export interface QueryResult<T = Record<string, unknown>> {
  rows: T[];
  /** Rows affected by INSERT/UPDATE/DELETE, when the driver reports it. */
  affectedRows?: number;
  fields?: { name: string; dataTypeID: number }[];
}

/** One Postgres session. PGlite and node-postgres both sit behind this. */
export interface Db {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<T>>;
  /** Runs several statements without parameters (migrations, bootstrap). */
  exec(sql: string): Promise<void>;
  /** BEGIN ... COMMIT on one connection; ROLLBACK when fn throws. Serialised for PGlite. */
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export type Handler = (req: Request) => Promise<Response>;

export interface BackendConfig {
  /** API gateway port (contract: 54321). */
  port: number;
  /** Postgres wire protocol port (contract: 54322); 0 disables it. */
  pgPort: number;
  /** Public URL of the gateway, e.g. http://127.0.0.1:54321 */
  apiUrl: string;
  jwtSecret: string;
  anonKey: string;
  serviceRoleKey: string;
  /** Site URL used in e-mails and redirects (Vite dev server by default). */
  siteUrl: string;
  /** Log one line per request. */
  logRequests: boolean;
  /** Request bodies over this many bytes are refused with 413 while they stream in (1 MB). */
  maxRequestBodyBytes: number;
  /** The same for uploads to /storage/v1, whose buckets set their own smaller limits (50 MB). */
  maxUploadBodyBytes: number;
}
