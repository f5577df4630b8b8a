/**
 * Malformed query parameters, sent as raw HTTP by anon and by a signed-in user, answer PostgREST's
 * PGRST100 (400) with its message shape, `"failed to parse <param> (<value>)" (line 1, column N)`,
 * and what was found there in details; never a database error or a 200 with a made-up column.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFixture, type FixtureBed } from './rest-fixture';

let bed: FixtureBed;
let userToken: string;
beforeAll(async () => {
  bed = await startFixture();
  userToken = bed.token({
    sub: '00000000-0000-4000-8000-000000000001',
    role: 'authenticated',
    exp: Math.floor(Date.now() / 1000) + 3600,
  });
});
afterAll(async () => {
  await bed?.stop();
});

async function get(query: string, token: string) {
  const res = await fetch(`${bed.backend.url}/rest/v1/customers?${query}`, {
    headers: { apikey: bed.backend.config.anonKey, authorization: `Bearer ${token}` },
  });
  return { status: res.status, body: (await res.json()) as unknown };
}

const parseFailure = (message: string, details: string) => ({
  status: 400,
  body: { code: 'PGRST100', message, details, hint: null },
});

const FIELD = 'field name (* or [a..z0..9_$]), "..." or "*"';

describe('malformed select', () => {
  it.each([
    ['id,(', 4, `unexpected "(" expecting ${FIELD}`],
    ['*,orders(', 10, 'unexpected end of input expecting field name (* or [a..z0..9_$]), "...", "*" or ")"'],
    ['id,', 4, `unexpected end of input expecting ${FIELD}`],
    [',', 1, `unexpected "," expecting ${FIELD}`],
    ['id)', 3, 'unexpected ")" expecting "," or end of input'],
    ['id,orders(id)x', 14, 'unexpected "x" expecting "," or end of input'],
    ['id,name!', 8, 'unexpected "!" expecting "->>", "->", "::", "!", "(", ")", "," or end of input'],
  ])('select=%s fails at column %i', async (select, column, details) => {
    const expected = parseFailure(
      `"failed to parse select parameter (${select})" (line 1, column ${column})`,
      details,
    );
    for (const token of [bed.backend.config.anonKey, userToken]) {
      expect(await get(`select=${encodeURIComponent(select)}`, token)).toEqual(expected);
    }
  });
});

describe('malformed filters, logic trees and order', () => {
  it.each([
    ['id=noop.1', 'filter (noop.1)', 6, 'unknown single value operator noop'],
    ['id=eq', 'filter (eq)', 3, 'unexpected end of input expecting delimiter (.)'],
    ['id=in.1,2', 'filter (in.1,2)', 4, 'unexpected "1" expecting "("'],
    ['id=in.(1,2', 'filter (in.(1,2)', 8, 'unexpected end of input expecting "," or ")"'],
    [
      'id=is.maybe',
      'filter (is.maybe)',
      4,
      'unexpected "m" expecting null or trilean value (unknown, true, false)',
    ],
    ['or=id.eq.1', 'logic tree (id.eq.1)', 3, 'unexpected "i" expecting "("'],
    ['or=(id.eq.1', 'logic tree ((id.eq.1)', 11, 'unexpected end of input expecting "," or ")"'],
    [
      'order=name.sideways',
      'order (name.sideways)',
      6,
      'unexpected "s" expecting "asc", "desc", "nullsfirst" or "nullslast"',
    ],
  ])('%s', async (query, what, column, details) => {
    const expected = parseFailure(`"failed to parse ${what}" (line 1, column ${column})`, details);
    for (const token of [bed.backend.config.anonKey, userToken]) {
      expect(await get(`select=id&${query}`, token)).toEqual(expected);
    }
  });

  it('order=id.desc, (a trailing comma) and order=,id', async () => {
    const expected = (value: string, column: number, found: string) =>
      parseFailure(
        `"failed to parse order (${value})" (line 1, column ${column})`,
        `unexpected ${found} expecting field name (* or [a..z0..9_$])`,
      );
    const anon = bed.backend.config.anonKey;
    expect(await get('select=id&order=id.desc,', anon)).toEqual(expected('id.desc,', 9, 'end of input'));
    expect(await get('select=id&order=,id', anon)).toEqual(expected(',id', 1, '","'));
  });

  it('still serves the well-formed spellings', async () => {
    const res = await get(
      'select=id,orders(id)&id=in.(1,2)&or=(id.eq.1,id.eq.2)&order=name.desc.nullslast',
      bed.backend.config.anonKey,
    );
    expect(res.status).toBe(200);
  });
});

describe('parsed on every request, before the method, body or schema', () => {
  const send = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${bed.backend.url}/rest/v1/${path}`, {
      method,
      headers: {
        apikey: bed.backend.config.anonKey,
        authorization: `Bearer ${userToken}`,
        'content-type': 'application/json',
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as unknown };
  };

  it('a select a PATCH without representation or a scalar RPC would not use', async () => {
    const select = (value: string, column: number) =>
      parseFailure(
        `"failed to parse select parameter (${value})" (line 1, column ${column})`,
        `unexpected "(" expecting ${FIELD}`,
      );
    expect(await send('PATCH', 'notes?id=eq.1&select=id,(', { body: 'x' })).toEqual(select('id,(', 4));
    expect(await send('POST', 'rpc/add?select=x,(', { a: 1 })).toEqual(select('x,(', 3));
  });

  it('columns and on_conflict, even with a body that has other problems', async () => {
    const list = (param: string, value: string, column: number, found: string) =>
      parseFailure(
        `"failed to parse ${param} parameter (${value})" (line 1, column ${column})`,
        `unexpected ${found} expecting field name (* or [a..z0..9_$])`,
      );
    const wrong = { email: 'a@example.com', not_a_column: 1 };
    expect(await send('POST', 'signups?columns=email,(', wrong)).toEqual(
      list('columns', 'email,(', 7, '"("'),
    );
    expect(await send('POST', 'signups?on_conflict=email,', wrong)).toEqual(
      list('on_conflict', 'email,', 7, 'end of input'),
    );
  });
});
