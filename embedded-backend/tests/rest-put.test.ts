/**
 * PUT as PostgREST 12 answers it (its source and test suite): a single-row upsert addressed by
 * the whole primary key with `eq`, 200 with a representation and 204 without; other filters are
 * 405 PGRST105, limit/offset 400 PGRST114, and a body whose key is not the URL's 400 PGRST115.
 */
import { serviceCall, startFixture, type FixtureBed } from './rest-fixture';

let bed: FixtureBed;
beforeAll(async () => {
  bed = await startFixture();
});
afterAll(() => bed.stop());

const call = serviceCall(() => bed);
const put = (query: string, body: object, prefer = 'return=representation') =>
  call(`/labels${query}`, {
    method: 'PUT',
    body: JSON.stringify(body),
    headers: { 'Content-Type': 'application/json', Prefer: prefer },
  });
const label = async (id: number) =>
  (await bed.backend.db.query('select id, name from public.labels where id = $1', [id])).rows;

describe('PUT', () => {
  it('inserts a missing row and replaces an existing one', async () => {
    const inserted = await put('?id=eq.7', { id: 7, name: 'seasonal' });
    expect(inserted).toMatchObject({ status: 200, body: [{ id: 7, name: 'seasonal' }] });
    const replaced = await put('?id=eq.7', { id: 7, name: 'winter' }, 'return=minimal');
    expect(replaced).toMatchObject({ status: 204, body: null });
    expect(await label(7)).toEqual([{ id: 7, name: 'winter' }]);
  });

  it("refuses a body whose key is not the URL's with 400 PGRST115, writing nothing", async () => {
    const res = await put('?id=eq.8', { id: 9, name: 'elsewhere' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      code: 'PGRST115',
      details: null,
      hint: null,
      message: 'Payload values do not match URL in primary key column(s)',
    });
    expect([...(await label(8)), ...(await label(9))]).toEqual([]);
  });

  it('refuses filters other than the whole key with eq (405 PGRST105) and limit/offset (400 PGRST114)', async () => {
    for (const query of ['?name=eq.x', '?id=gt.1', '?id=eq.1&name=eq.x', '']) {
      const res = await put(query, { id: 1, name: 'x' });
      expect(res.status).toBe(405);
      expect(res.body).toEqual({
        code: 'PGRST105',
        details: null,
        hint: null,
        message: "Filters must include all and only primary key columns with 'eq' operators",
      });
    }
    const limited = await put('?id=eq.1&limit=1', { id: 1, name: 'x' });
    expect(limited.status).toBe(400);
    expect(limited.body).toMatchObject({
      code: 'PGRST114',
      message: 'limit/offset querystring parameters are not allowed for PUT',
    });
    expect(await label(1)).toEqual([{ id: 1, name: 'wholesale' }]);
  });
});
