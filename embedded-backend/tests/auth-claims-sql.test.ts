/**
 * auth.uid(), auth.role(), auth.email() and auth.jwt() as RLS policies call them: as an API role,
 * from whichever request settings are there. PostgREST 9+ sets the whole payload in
 * `request.jwt.claims`; older PostgREST set one `request.jwt.claim.<name>` per claim, which hosted
 * Supabase's helpers still read first, and the local REST layer sets both (src/rest/execute.ts). A
 * setting a transaction set is '' once it ends, which must read as absent, not as a claim. Through
 * startBackend, so `npm test -- postgres` runs it on a real PostgreSQL too.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackend, type RunningBackend } from '../src/server';
import type { Db } from '../src/types';

let backend: RunningBackend;
let db: Db;

beforeAll(async () => {
  backend = await startBackend({ dataDir: null, port: 0, pgPort: 0, functions: false });
  db = backend.db;
});
afterAll(() => backend?.stop());

const USER = '6f1c2a4e-0b7d-4c55-9a3e-2d8f1b7c9e01';
const OTHER = '0d3b9f6a-5e21-4b8c-8f47-a1c2e3d4f5a6';

interface Claims {
  uid: string | null;
  role: string | null;
  email: string | null;
  jwt: Record<string, unknown> | null;
  types: string;
}

/** What the four helpers answer, as `role`, with the request settings `settings`. */
async function claimsWith(settings: Record<string, string>, role = 'anon'): Promise<Claims> {
  return db.transaction(async (tx) => {
    for (const [name, value] of Object.entries(settings))
      await tx.query('select set_config($1, $2, true)', [name, value]);
    await tx.exec(`set local role ${role}`);
    const { rows } = await tx.query<Claims>(
      `select auth.uid() as uid, auth.role() as role, auth.email() as email, auth.jwt() as jwt,
         concat_ws(' ', pg_typeof(auth.uid()), pg_typeof(auth.role()), pg_typeof(auth.email()),
           pg_typeof(auth.jwt())) as types`,
    );
    return rows[0]!;
  });
}

const TYPES = 'uuid text text jsonb';
const userClaims = { sub: USER, role: 'authenticated', email: 'amina@example.com', aal: 'aal1' };

describe('the auth helpers in SQL', () => {
  it('answer null, typed, when the request carries no token settings', async () => {
    expect(await claimsWith({})).toEqual({ uid: null, role: null, email: null, jwt: null, types: TYPES });
  });

  it('read the claims from request.jwt.claims', async () => {
    expect(await claimsWith({ 'request.jwt.claims': JSON.stringify(userClaims) })).toEqual({
      uid: USER,
      role: 'authenticated',
      email: 'amina@example.com',
      jwt: userClaims,
      types: TYPES,
    });
  });

  it('read the per-claim settings of older PostgREST, which have no jwt()', async () => {
    const settings = {
      'request.jwt.claim.sub': USER,
      'request.jwt.claim.role': 'authenticated',
      'request.jwt.claim.email': 'amina@example.com',
    };
    expect(await claimsWith(settings)).toEqual({
      uid: USER,
      role: 'authenticated',
      email: 'amina@example.com',
      jwt: null,
      types: TYPES,
    });
  });

  it('prefer a per-claim setting to the same claim in request.jwt.claims', async () => {
    const settings = {
      'request.jwt.claims': JSON.stringify(userClaims),
      'request.jwt.claim.sub': OTHER,
      'request.jwt.claim.role': 'service_role',
    };
    expect(await claimsWith(settings)).toMatchObject({
      uid: OTHER,
      role: 'service_role',
      email: 'amina@example.com',
    });
  });

  it("take an ended transaction's empty settings for absent ones", async () => {
    const emptied = {
      'request.jwt.claim.sub': '',
      'request.jwt.claim.role': '',
      'request.jwt.claim.email': '',
    };
    expect(await claimsWith({ ...emptied, 'request.jwt.claims': '' })).toEqual({
      uid: null,
      role: null,
      email: null,
      jwt: null,
      types: TYPES,
    });
    expect(await claimsWith({ ...emptied, 'request.jwt.claims': JSON.stringify(userClaims) })).toMatchObject({
      uid: USER,
      role: 'authenticated',
      email: 'amina@example.com',
    });
  });

  it("answer null for a claim an anonymous visitor's token lacks", async () => {
    const anon = { role: 'anon', iss: 'supabase-demo' };
    expect(await claimsWith({ 'request.jwt.claims': JSON.stringify(anon) })).toEqual({
      uid: null,
      role: 'anon',
      email: null,
      jwt: anon,
      types: TYPES,
    });
  });

  it('answer the same to a signed-in user as to anon', async () => {
    const settings = { 'request.jwt.claims': JSON.stringify(userClaims) };
    expect(await claimsWith(settings, 'authenticated')).toEqual(await claimsWith(settings, 'anon'));
  });

  it('refuse a subject that is not a uuid, and claims that are not JSON', async () => {
    await expect(claimsWith({ 'request.jwt.claim.sub': 'not-a-uuid' })).rejects.toThrow(/uuid/);
    await expect(claimsWith({ 'request.jwt.claims': '{not json' })).rejects.toThrow(/json/i);
  });
});
