/**
 * PostgREST 12's limited PATCH and DELETE (`limit`/`offset` with `order`), compared with its test
 * suite and source: the first rows by the order are written, matched back by the ordered columns;
 * without an order it is 400 PGRST109, and touching more rows than the limit 400 PGRST110 (rolled
 * back). Before, the limit was ignored and every filtered row was written.
 */
import { FIXTURE_SCHEMA, makeProjectDir, serviceCall, startFixture, type FixtureBed } from './rest-fixture';

const EXTRA = `
create table public.queue (id int primary key, batch int not null, state text not null default 'new');
insert into public.queue (id, batch) select i, i % 2 from generate_series(1, 6) as i;
`;

let bed: FixtureBed;
beforeAll(async () => {
  bed = await startFixture({ projectDir: makeProjectDir(FIXTURE_SCHEMA + EXTRA) });
});
afterAll(() => bed.stop());

const call = serviceCall(() => bed);
const states = async () =>
  (
    await bed.backend.db.query<{ id: number; state: string }>(
      'select id, state from public.queue order by id',
    )
  ).rows
    .filter((row) => row.state !== 'new')
    .map((row) => `${row.id}:${row.state}`);

describe('limited writes', () => {
  it('updates only the first rows by the order, after the offset', async () => {
    const { data, error } = await bed.service
      .from('queue')
      .update({ state: 'taken' })
      .eq('batch', 0)
      .order('id', { ascending: false })
      .range(1, 1)
      .select('id');
    expect(error).toBeNull();
    expect(data).toEqual([{ id: 4 }]);
    expect(await states()).toEqual(['4:taken']);
  });

  it('deletes only the first rows by the order', async () => {
    const res = await call('/queue?batch=eq.1&order=id&limit=2', {
      method: 'DELETE',
      headers: { Prefer: 'return=representation' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      { id: 1, batch: 1, state: 'new' },
      { id: 3, batch: 1, state: 'new' },
    ]);
    expect((await call('/queue?select=id&batch=eq.1')).body).toEqual([{ id: 5 }]);
  });

  it('refuses a limit without an order with 400 PGRST109, writing nothing', async () => {
    const res = await call('/queue?limit=1', {
      method: 'PATCH',
      body: JSON.stringify({ state: 'lost' }),
      headers: { 'Content-Type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      code: 'PGRST109',
      details: null,
      hint: "Apply an 'order' using unique column(s)",
      message: "A 'limit' was applied without an explicit 'order'",
    });
    expect(await states()).toEqual(['4:taken']);
  });

  it('refuses and rolls back a write that the order let touch more rows than the limit (400 PGRST110)', async () => {
    const res = await call('/queue?order=batch&limit=1', {
      method: 'PATCH',
      body: JSON.stringify({ state: 'lost' }),
      headers: { 'Content-Type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      code: 'PGRST110',
      details: 'Results contain 3 rows changed but the maximum number allowed is 1',
      hint: null,
      message: 'The maximum number of rows allowed to change was surpassed',
    });
    expect(await states()).toEqual(['4:taken']);
  });
});
