/**
 * The Db seam over a real PostgreSQL (DATABASE_URL). A pool serves plain queries; a transaction
 * holds one client for its whole callback. int8 is parsed to a number like PGlite does, so the
 * modules behave the same on both drivers.
 */
import pg from 'pg';
import type { Db, QueryResult } from '../types';
import { heldSessionDb } from './held-session';

const INT8_OID = 20;

function parsers(oid: number, format?: string): (value: string) => unknown {
  if (oid === INT8_OID && format !== 'binary') return (value) => Number(value);
  return pg.types.getTypeParser(oid, format as 'text');
}

function toResult<T>(result: pg.QueryResult): QueryResult<T> {
  return {
    rows: result.rows as T[],
    affectedRows: result.rowCount ?? undefined,
    fields: result.fields.map((f) => ({ name: f.name, dataTypeID: f.dataTypeID })),
  };
}

const clientDb = (client: pg.PoolClient): Db =>
  heldSessionDb({
    query: async (sql, params) => toResult(await client.query(sql, params)),
    exec: async (sql) => {
      await client.query(sql);
    },
  });

export function createPgDb(connectionString: string): Db {
  const pool = new pg.Pool({
    connectionString,
    max: 8,
    types: { getTypeParser: parsers } as pg.CustomTypesConfig,
  });
  // An idle client dropped by the server must not crash the process.
  pool.on('error', () => undefined);
  return {
    query: async (sql, params) => toResult(await pool.query(sql, params)),
    exec: async (sql) => {
      await pool.query(sql);
    },
    transaction: async (fn) => {
      const client = await pool.connect();
      try {
        await client.query('begin');
        try {
          const result = await fn(clientDb(client));
          await client.query('commit');
          return result;
        } catch (error) {
          await client.query('rollback').catch(() => undefined);
          throw error;
        }
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
