/**
 * statement_timeout per role, as hosted Supabase sets it (`alter role anon set statement_timeout`):
 * each REST request runs with its role's settings, a runaway statement ends with PostgREST's 57014
 * answer (500) and is rolled back, and the backend goes on serving. The fixture uses short limits
 * (anon 400 ms, authenticated 3 s) to stay fast; the project's migration sets 3 s and 8 s.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_SCHEMA, makeProjectDir, startFixture, type FixtureBed } from './rest-fixture';

const TIMEOUTS = `
alter role anon set statement_timeout = '400ms';
alter role authenticated set statement_timeout = '3s';
create function public.nap(seconds float8) returns text language sql volatile as $$
  select pg_sleep(seconds);
  select current_setting('statement_timeout');
$$;
create function public.long_report(seconds float8) returns text language sql
  set statement_timeout = '2s' as $$
  select pg_sleep(seconds);
  select current_setting('statement_timeout');
$$;
create function public.sign_up_slowly(address text, seconds float8) returns void language sql as $$
  insert into public.signups values (address);
  select pg_sleep(seconds);
$$;
`;

let bed: FixtureBed;
let headersFor: Record<'anon' | 'user' | 'service', Record<string, string>>;

beforeAll(async () => {
  // ZELLIJ_TEST_DATABASE_URL (an empty database) runs the same checks on a real PostgreSQL, where
  // the server itself cancels the statement on time.
  const databaseUrl = process.env.ZELLIJ_TEST_DATABASE_URL;
  bed = await startFixture({
    projectDir: makeProjectDir(FIXTURE_SCHEMA + TIMEOUTS),
    ...(databaseUrl ? { databaseUrl } : {}),
  });
  const { anonKey, serviceRoleKey } = bed.backend.config;
  const user = bed.token({
    sub: '00000000-0000-4000-8000-000000000002',
    role: 'authenticated',
    exp: Math.floor(Date.now() / 1000) + 3600,
  });
  const bearer = (token: string) => ({ apikey: anonKey, authorization: `Bearer ${token}` });
  headersFor = { anon: bearer(anonKey), user: bearer(user), service: bearer(serviceRoleKey) };
});
afterAll(async () => {
  await bed?.stop();
});

async function rpc(name: string, args: unknown, as: keyof typeof headersFor) {
  const res = await fetch(`${bed.backend.url}/rest/v1/rpc/${name}`, {
    method: 'POST',
    headers: { ...headersFor[as], 'content-type': 'application/json' },
    body: JSON.stringify(args),
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : null) as unknown };
}

const cancelled = {
  status: 500,
  body: {
    code: '57014',
    message: 'canceling statement due to statement timeout',
    details: null,
    hint: null,
  },
};

describe('statement_timeout per role', () => {
  it("runs every request with its role's own settings", async () => {
    expect(await rpc('nap', { seconds: 0 }, 'anon')).toEqual({ status: 200, body: '400ms' });
    expect(await rpc('nap', { seconds: 0 }, 'user')).toEqual({ status: 200, body: '3s' });
    expect(await rpc('nap', { seconds: 0 }, 'service')).toEqual({ status: 200, body: '0' });
  });

  it('cancels an anonymous runaway statement with 57014 and rolls back what it wrote', async () => {
    expect(await rpc('sign_up_slowly', { address: 'slow@example.com', seconds: 0.6 }, 'anon')).toEqual(
      cancelled,
    );
    const { rows } = await bed.backend.db.query(
      "select 1 from public.signups where email = 'slow@example.com'",
    );
    expect(rows).toEqual([]);
  });

  it('gives a signed-in user the longer limit', async () => {
    expect(await rpc('sign_up_slowly', { address: 'patient@example.com', seconds: 0.6 }, 'user')).toEqual({
      status: 204,
      body: null,
    });
  });

  it("hoists a function's own statement_timeout into the request, as PostgREST 12.2 does", async () => {
    expect(await rpc('long_report', { seconds: 0.6 }, 'anon')).toEqual({ status: 200, body: '2s' });
  });

  it('goes on serving other requests around a runaway one', async () => {
    const runaway = rpc('nap', { seconds: 0.8 }, 'anon');
    const meanwhile = fetch(`${bed.backend.url}/rest/v1/customers?select=id&order=id`, {
      headers: headersFor.anon,
    });
    expect(await runaway).toEqual(cancelled);
    expect((await meanwhile).status).toBe(200);
    expect(await rpc('nap', { seconds: 0 }, 'anon')).toEqual({ status: 200, body: '400ms' });
  });
});
