/**
 * PostgREST 12 request bodies, compared with its documentation and source: CSV bodies
 * (`Content-Type: text/csv`, header line = columns, RFC 4180 quoting, `NULL` is null) including
 * upserts on a unique key that is not the primary key, forms, raw bodies for functions and the
 * Content-Types, empty bodies and ragged arrays PostgREST refuses.
 */
import { FIXTURE_SCHEMA, makeProjectDir, serviceCall, startFixture, type FixtureBed } from './rest-fixture';

const EXTRA = `
create table public.imports (
  id int primary key,
  label text,
  qty int,
  note text,
  code text unique,
  added text not null default 'auto'
);
create table public.readings (sensor text, value int);
create function public.shout(text) returns text language sql immutable as $$ select upper($1) $$;
create function public.byte_count(bytea) returns int language sql immutable as $$ select length($1) $$;
`;

let bed: FixtureBed;
beforeAll(async () => {
  bed = await startFixture({ projectDir: makeProjectDir(FIXTURE_SCHEMA + EXTRA) });
});
afterAll(() => bed.stop());

const call = serviceCall(() => bed);

const rowsOf = async (where: string) =>
  (
    await bed.backend.db.query(
      `select id, label, qty, note, code, added from public.imports where ${where} order by id`,
    )
  ).rows;

describe('CSV request bodies', () => {
  const csv = (body: string, prefer = 'return=representation', query = '') =>
    call(`/imports${query}`, {
      method: 'POST',
      body,
      headers: { 'Content-Type': 'text/csv', Prefer: prefer },
    });

  it('inserts the rows under the header line, with quoting, NULL and empty fields as PostgREST reads them', async () => {
    const res = await csv(
      'id,label,qty,note\n1,"Tea, green",3,""\n2,"say ""hi""",NULL,"two\nlines"\r\n3,plain,4,NULL\n',
      'return=representation',
      '?select=id,label,qty,note',
    );
    expect(res.status).toBe(201);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(res.headers.get('content-range')).toBe('*/*');
    expect(res.body).toEqual([
      { id: 1, label: 'Tea, green', qty: 3, note: '' },
      { id: 2, label: 'say "hi"', qty: null, note: 'two\nlines' },
      { id: 3, label: 'plain', qty: 4, note: null },
    ]);
    // Columns the header does not name keep their default.
    expect((await rowsOf('id <= 3')).map((r) => r.added)).toEqual(['auto', 'auto', 'auto']);
  });

  it('answers a minimal insert 201 without a body, and takes the columns from the header, not columns=', async () => {
    const res = await csv('id,label\n4,four', 'return=minimal', '?columns=id,note');
    expect(res).toMatchObject({ status: 201, body: null });
    expect(await rowsOf('id = 4')).toEqual([
      { id: 4, label: 'four', qty: null, note: null, code: null, added: 'auto' },
    ]);
  });

  it('refuses a line with another number of fields than the header (400 PGRST102), writing nothing', async () => {
    const res = await csv('id,label\n5,five\n6');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      code: 'PGRST102',
      details: null,
      hint: null,
      message: 'All lines must have same number of fields',
    });
    const open = await csv('id,label\n7,"unclosed');
    expect(open.status).toBe(400);
    expect(open.body).toMatchObject({
      code: 'PGRST102',
      message: expect.stringContaining('Invalid CSV body'),
    });
    expect(await rowsOf('id in (5, 6, 7)')).toEqual([]);
  });

  it('leaves casting to Postgres: an empty field for an integer column is 22P02', async () => {
    const res = await csv('id,qty\n8,');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: '22P02', message: 'invalid input syntax for type integer: ""' });
  });

  it('upserts on a unique key that is not the primary key (merge: 201 then 200; ignore)', async () => {
    const merge = (body: string) =>
      csv(
        body,
        'resolution=merge-duplicates, return=representation',
        '?on_conflict=code&select=id,label,code',
      );
    const first = await merge('id,label,code\n20,first,A-1');
    expect(first.status).toBe(201);
    expect(first.headers.get('preference-applied')).toBe(
      'resolution=merge-duplicates, return=representation',
    );
    const again = await merge('id,label,code\n20,second,A-1');
    expect(again.status).toBe(200);
    expect(again.body).toEqual([{ id: 20, label: 'second', code: 'A-1' }]);
    const ignored = await call('/imports?on_conflict=code&select=id,label', {
      method: 'POST',
      body: JSON.stringify([
        { id: 21, label: 'clash', code: 'A-1' },
        { id: 22, label: 'fresh', code: 'B-2' },
      ]),
      headers: {
        'Content-Type': 'application/json',
        Prefer: 'resolution=ignore-duplicates, return=representation',
      },
    });
    expect(ignored.status).toBe(201);
    expect(ignored.headers.get('preference-applied')).toBe(
      'resolution=ignore-duplicates, return=representation',
    );
    expect(ignored.body).toEqual([{ id: 22, label: 'fresh' }]);
    expect(await rowsOf(`code = 'A-1'`)).toMatchObject([{ id: 20, label: 'second' }]);
  });

  it('is refused for functions with 415 PGRST107 (send JSON)', async () => {
    const res = await call('/rpc/add', {
      method: 'POST',
      body: 'a,b\n1,2',
      headers: { 'Content-Type': 'text/csv' },
    });
    expect(res.status).toBe(415);
    expect(res.body).toMatchObject({
      code: 'PGRST107',
      message: expect.stringContaining('not supported for functions'),
    });
  });
});

describe('other request bodies', () => {
  const post = (path: string, body: BodyInit, type: string, prefer = 'return=representation') =>
    call(path, { method: 'POST', body, headers: { 'Content-Type': type, Prefer: prefer } });

  it('reads a form (x-www-form-urlencoded) as one object of text values, for tables and functions', async () => {
    const row = await post(
      '/imports?select=id,label,qty',
      'id=40&label=a+b%26c&qty=5',
      'application/x-www-form-urlencoded',
    );
    expect(row.status).toBe(201);
    expect(row.body).toEqual([{ id: 40, label: 'a b&c', qty: 5 }]);
    const sum = await post('/rpc/add', 'a=2&b=3', 'application/x-www-form-urlencoded');
    expect(sum).toMatchObject({ status: 200, body: 5 });
  });

  it('hands a text/plain or octet-stream body to a function with one unnamed text or bytea parameter', async () => {
    expect(await post('/rpc/shout', 'hello, world', 'text/plain')).toMatchObject({
      status: 200,
      body: 'HELLO, WORLD',
    });
    const bytes = await post('/rpc/byte_count', new Uint8Array([0, 255, 10, 13]), 'application/octet-stream');
    expect(bytes).toMatchObject({ status: 200, body: 4 });
    expect((await post('/rpc/add', 'hi', 'text/plain')).body).toMatchObject({ code: 'PGRST202' });
  });

  it('refuses other Content-Types for a table with 400 PGRST102, as PostgREST does', async () => {
    for (const type of ['text/plain', 'application/xml']) {
      const res = await post('/imports', '<a/>', type);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        code: 'PGRST102',
        details: null,
        hint: null,
        message: `Content-Type not acceptable: ${type}`,
      });
    }
  });

  it('refuses an empty body, invalid JSON and rows with different keys (without columns=) for a table', async () => {
    const empty = await post('/imports', '', 'application/json');
    expect(empty.status).toBe(400);
    expect(empty.body).toEqual({
      code: 'PGRST102',
      details: null,
      hint: null,
      message: 'Empty or invalid json',
    });
    expect((await post('/imports', '{"id":', 'application/json')).body).toMatchObject({
      code: 'PGRST102',
      message: 'Empty or invalid json',
    });
    const ragged = await post(
      '/imports',
      JSON.stringify([{ id: 41 }, { id: 42, label: 'x' }]),
      'application/json',
    );
    expect(ragged.status).toBe(400);
    expect(ragged.body).toEqual({
      code: 'PGRST102',
      details: null,
      hint: null,
      message: 'All object keys must match',
    });
    expect(await rowsOf('id in (41, 42)')).toEqual([]);
    // PostgREST would read a JSON scalar as an empty array; here it is refused (README: differs).
    expect((await post('/imports', '5', 'application/json')).body).toMatchObject({
      code: 'PGRST102',
      message: 'All object keys must match',
    });
  });

  it('inserts nothing for an empty array, answering 201 with []', async () => {
    const res = await post('/imports', '[]', 'application/json');
    expect(res).toMatchObject({ status: 201, body: [] });
    expect(res.headers.get('content-range')).toBe('*/*');
  });
});
