/**
 * What the Resend sandbox has accepted, kept in the local database (schema `_sandbox`, never exposed
 * by REST) rather than in memory. Real Resend outlives a crash of the shop's backend and still knows
 * the idempotency keys it has seen; here the backend itself can be killed at any moment, so the
 * accepted message and its key are written in one transaction, and the mailbox is refilled from this
 * table at start-up.
 */
import { createHash, randomUUID } from 'node:crypto';
import type { Db } from '../../types';
import type { AcceptedEmail } from './validate';

export interface StoredEmail {
  id: string;
  idempotency_key: string | null;
  request_hash: string;
  email: AcceptedEmail;
  created_at: string;
}

export type SaveResult =
  { kind: 'created'; stored: StoredEmail } | { kind: 'replayed'; stored: StoredEmail } | { kind: 'conflict' };

// The schema itself is the bootstrap's (embedded-backend/sql/30-sandbox.sql): made once, not raced.
const SCHEMA = `
create table if not exists _sandbox.resend_emails (
  id uuid primary key,
  idempotency_key text unique,
  request_hash text not null,
  email jsonb not null,
  created_at timestamptz not null default clock_timestamp()
);`;

interface Row {
  id: string;
  idempotency_key: string | null;
  request_hash: string;
  email: AcceptedEmail;
  created_at: string | Date;
}

const toStored = (row: Row): StoredEmail => ({
  ...row,
  created_at: new Date(row.created_at).toISOString(),
});

/** sha256 of the request body with keys sorted, so the same request always hashes the same. */
export function requestHash(body: unknown): string {
  const canonical = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(canonical)
      : value && typeof value === 'object'
        ? Object.fromEntries(
            Object.keys(value)
              .sort()
              .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
          )
        : value;
  return createHash('sha256')
    .update(JSON.stringify(canonical(body)))
    .digest('hex');
}

export interface ResendStore {
  ready: Promise<void>;
  save(email: AcceptedEmail, hash: string, key: string | null): Promise<SaveResult>;
  find(id: string): Promise<StoredEmail | null>;
  /** The newest `limit` messages, oldest first (for refilling the mailbox). */
  recent(limit: number): Promise<StoredEmail[]>;
}

/** In memory, for a sandbox without a database (the Deno tests of the functions). */
export function createMemoryResendStore(): ResendStore {
  const rows: StoredEmail[] = [];
  return {
    ready: Promise.resolve(),
    async save(email, hash, key) {
      const existing = key === null ? undefined : rows.find((r) => r.idempotency_key === key);
      if (existing)
        return existing.request_hash === hash ? { kind: 'replayed', stored: existing } : { kind: 'conflict' };
      const stored = {
        id: randomUUID(),
        idempotency_key: key,
        request_hash: hash,
        email,
        created_at: new Date().toISOString(),
      };
      rows.push(stored);
      return { kind: 'created', stored };
    },
    find: async (id) => rows.find((r) => r.id === id) ?? null,
    recent: async (limit) => rows.slice(-limit),
  };
}

export function createResendStore(db: Db): ResendStore {
  const ready = db.exec(SCHEMA);
  const columns = 'id, idempotency_key, request_hash, email, created_at';

  async function save(email: AcceptedEmail, hash: string, key: string | null): Promise<SaveResult> {
    await ready;
    const inserted = await db.query<Row>(
      `insert into _sandbox.resend_emails (id, idempotency_key, request_hash, email)
       values ($1, $2, $3, $4::jsonb)
       on conflict (idempotency_key) do nothing
       returning ${columns}`,
      [randomUUID(), key, hash, JSON.stringify(email)],
    );
    if (inserted.rows[0]) return { kind: 'created', stored: toStored(inserted.rows[0]) };
    const existing = await db.query<Row>(
      `select ${columns} from _sandbox.resend_emails where idempotency_key = $1`,
      [key],
    );
    const row = existing.rows[0];
    if (!row || row.request_hash !== hash) return { kind: 'conflict' };
    return { kind: 'replayed', stored: toStored(row) };
  }

  async function find(id: string): Promise<StoredEmail | null> {
    await ready;
    if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
    const found = await db.query<Row>(`select ${columns} from _sandbox.resend_emails where id = $1`, [id]);
    return found.rows[0] ? toStored(found.rows[0]) : null;
  }

  async function recent(limit: number): Promise<StoredEmail[]> {
    await ready;
    const rows = await db.query<Row>(
      `select * from (select ${columns} from _sandbox.resend_emails order by created_at desc limit $1) r
       order by created_at`,
      [limit],
    );
    return rows.rows.map(toStored);
  }

  return { ready, save, find, recent };
}
