/**
 * PostgREST 12 write and request preferences, compared with its documentation and source: an
 * upsert without any key, `Prefer: missing=default` with `columns=`, `Prefer: timezone`,
 * `Prefer: handling=strict` (PGRST122) with max-affected, and what Preference-Applied and
 * Content-Range report.
 */
import { FIXTURE_SCHEMA, makeProjectDir, serviceCall, startFixture, type FixtureBed } from './rest-fixture';

const EXTRA = `
create table public.imports (id int primary key, label text, added text not null default 'auto');
create table public.readings (sensor text, value int);
`;

let bed: FixtureBed;
beforeAll(async () => {
  bed = await startFixture({ projectDir: makeProjectDir(FIXTURE_SCHEMA + EXTRA) });
});
afterAll(() => bed.stop());

const call = serviceCall(() => bed);

describe('upsert without a key to act on', () => {
  it('is a plain insert on a table without a primary key, not reporting the resolution', async () => {
    const res = await call('/readings', {
      method: 'POST',
      body: JSON.stringify({ sensor: 'a', value: 1 }),
      headers: { 'Content-Type': 'application/json', Prefer: 'resolution=merge-duplicates' },
    });
    expect(res.status).toBe(201);
    expect(res.headers.get('preference-applied')).toBeNull();
    expect((await bed.backend.db.query('select count(*)::int as n from public.readings')).rows).toEqual([
      { n: 1 },
    ]);
  });
});

describe('Prefer: missing=default with columns=', () => {
  it('gives keys absent from a row their default, keeping the rows in body order', async () => {
    const res = await call('/imports?columns=id,label,added&select=id,added', {
      method: 'POST',
      body: JSON.stringify([
        { id: 30, label: 'a' },
        { id: 31, label: 'b', added: 'manual' },
        { id: 32, label: 'c' },
      ]),
      headers: { 'Content-Type': 'application/json', Prefer: 'missing=default, return=representation' },
    });
    expect(res.status).toBe(201);
    expect(res.headers.get('preference-applied')).toBe('missing=default, return=representation');
    expect(res.body).toEqual([
      { id: 30, added: 'auto' },
      { id: 31, added: 'manual' },
      { id: 32, added: 'auto' },
    ]);
  });

  it('sends null for them without it, which a NOT NULL column refuses', async () => {
    const res = await call('/imports?columns=id,added', {
      method: 'POST',
      body: JSON.stringify([{ id: 33 }]),
      headers: { 'Content-Type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: '23502' });
  });
});

describe('Prefer: timezone', () => {
  it('renders timestamps in the named time zone and reports it; an unknown zone is ignored, or PGRST122 when strict', async () => {
    const res = await call('/customers?select=created_at&id=eq.1', {
      headers: { Prefer: 'timezone=America/Los_Angeles' },
    });
    expect(res.body).toEqual([{ created_at: '2024-01-01T02:00:00-08:00' }]);
    expect(res.headers.get('preference-applied')).toBe('timezone=America/Los_Angeles');
    const unknown = await call('/customers?select=created_at&id=eq.1', {
      headers: { Prefer: 'timezone=Mars/Base' },
    });
    expect(unknown.body).toEqual([{ created_at: '2024-01-01T10:00:00+00:00' }]);
    expect(unknown.headers.get('preference-applied')).toBeNull();
    const strict = await call('/customers?id=eq.1', {
      headers: { Prefer: 'handling=strict, timezone=Mars/Base' },
    });
    expect(strict.status).toBe(400);
    expect(strict.body).toMatchObject({
      code: 'PGRST122',
      details: 'Invalid preferences: timezone=Mars/Base',
    });
  });
});

describe('Prefer: handling', () => {
  it('refuses unknown preferences with handling=strict (400 PGRST122) and ignores them otherwise', async () => {
    const strict = await call('/labels?select=id', { headers: { Prefer: 'handling=strict, foo, bar=1' } });
    expect(strict.status).toBe(400);
    expect(strict.body).toEqual({
      code: 'PGRST122',
      details: 'Invalid preferences: foo, bar=1',
      hint: null,
      message: 'Invalid preferences given with handling=strict',
    });
    const lenient = await call('/labels?select=id&id=eq.1', { headers: { Prefer: 'handling=lenient, foo' } });
    expect(lenient.status).toBe(200);
    expect(lenient.body).toEqual([{ id: 1 }]);
    // A read reports only what acts on reads.
    const read = await call('/labels?select=id&id=eq.1', {
      headers: { Prefer: 'return=representation, count=exact, handling=lenient, missing=default' },
    });
    expect(read.headers.get('preference-applied')).toBe('count=exact, handling=lenient');
  });

  it('reports handling=strict and max-affected in Preference-Applied when the write stays within it', async () => {
    const res = await call('/labels?id=eq.1', {
      method: 'PATCH',
      body: JSON.stringify({ name: 'wholesale' }),
      headers: {
        'Content-Type': 'application/json',
        Prefer: 'return=minimal, handling=strict, max-affected=1',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('preference-applied')).toBe('return=minimal, handling=strict, max-affected=1');
    expect(res.headers.get('content-range')).toBe('0-0/*');
  });
});
