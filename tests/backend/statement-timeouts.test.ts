/**
 * The shop's API bounds what a visitor's request may cost, with hosted Supabase's per-role
 * statement timeouts (anon 3 s, authenticated 8 s): a runaway statement is cancelled with
 * PostgREST's 57014 answer and the API goes on serving.
 */
import { anonClient, serviceClient, signedInClient, startApi, type RunningBackend } from './helpers/api';

let backend: RunningBackend;

beforeAll(async () => {
  backend = await startApi();
  // A test-only runaway: whatever a visitor could make slow (a huge filter, a heavy view) ends the same way.
  await backend.db.exec(`
    create function public.test_runaway(seconds float8) returns text language sql as $$
      select pg_sleep(seconds);
      select current_setting('statement_timeout');
    $$;
    grant execute on function public.test_runaway(float8) to anon, authenticated;
  `);
  await backend.reloadSchema();
});
afterAll(() => backend.stop());

describe('statement timeouts per role', () => {
  it('are set by the migrations: anon 3 s, authenticated 8 s, service role unbounded', async () => {
    const anon = await anonClient(backend).rpc('test_runaway', { seconds: 0 });
    expect(anon).toMatchObject({ status: 200, data: '3s' });
    const { client } = await signedInClient(backend, 'timeouts@example.com');
    expect(await client.rpc('test_runaway', { seconds: 0 })).toMatchObject({ status: 200, data: '8s' });
    const service = await serviceClient(backend).rpc('test_runaway', { seconds: 0 });
    expect(service).toMatchObject({ status: 200, data: '0' });
  });

  it('cancel an anonymous runaway statement with 57014 (500), and the API goes on', async () => {
    const runaway = await anonClient(backend).rpc('test_runaway', { seconds: 3.3 });
    expect(runaway.status).toBe(500);
    expect(runaway.error).toMatchObject({
      code: '57014',
      message: 'canceling statement due to statement timeout',
    });
    const next = await anonClient(backend).from('products').select('id').limit(1);
    expect(next.status).toBe(200);
  }, 15_000);
});
