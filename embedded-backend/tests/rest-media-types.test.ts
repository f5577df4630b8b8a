/**
 * Accept as PostgREST 12 negotiates it, compared with its source (MediaType.hs, Plan.hs): CSV
 * answers, the plan media types of explain() refused as on hosted Supabase (db-plan-enabled off,
 * its default), GeoJSON built with PostGIS, the 406 naming every refused type, nulls=stripped.
 */
import { serviceCall, startFixture, type FixtureBed } from './rest-fixture';

let bed: FixtureBed;
beforeAll(async () => {
  bed = await startFixture();
});
afterAll(() => bed.stop());

const call = serviceCall(() => bed);

describe('media types', () => {
  it('answers explain() with 406 PGRST107 naming the plan media type, as hosted with db-plan-enabled off', async () => {
    const plain = await bed.service.from('labels').select('id').explain();
    expect(plain.status).toBe(406);
    expect(plain.error).toMatchObject({
      code: 'PGRST107',
      details: null,
      hint: null,
      message:
        'None of these media types are available: application/vnd.pgrst.plan+text; for="application/json"',
    });
    // What explain({ analyze: true, verbose: true, format: 'json' }) sends after single().
    const options = await call('/labels?select=id', {
      headers: {
        Accept:
          'application/vnd.pgrst.plan+json; for="application/vnd.pgrst.object+json"; options=analyze|verbose;',
      },
    });
    expect(options.status).toBe(406);
    expect(options.body).toMatchObject({
      message:
        'None of these media types are available: application/vnd.pgrst.plan+json; for="application/vnd.pgrst.object+json"; options=analyze|verbose',
    });
  });

  it('reads an empty Accept as any type', async () => {
    const res = await call('/labels?select=id&id=eq.1', { headers: { Accept: '' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
  });

  it('lists every refused media type as PostgREST spells them', async () => {
    const res = await call('/labels', { headers: { Accept: 'application/xml, application/*;q=0.5' } });
    expect(res.status).toBe(406);
    expect(res.body).toEqual({
      code: 'PGRST107',
      details: null,
      hint: null,
      message: 'None of these media types are available: application/xml, application/*',
    });
  });

  it('builds application/geo+json with PostGIS, so without it Postgres refuses it (404 42883) as hosted does', async () => {
    const res = await call('/labels', { headers: { Accept: 'application/geo+json' } });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({
      code: '42883',
      message: 'function st_asgeojson(record) does not exist',
    });
  });

  it('names nulls=stripped in the Content-Type it answers', async () => {
    const res = await call('/customers?select=id,email&id=eq.3', {
      headers: { Accept: 'application/vnd.pgrst.object+json;nulls=stripped' },
    });
    expect(res.headers.get('content-type')).toBe(
      'application/vnd.pgrst.object+json;nulls=stripped; charset=utf-8',
    );
    expect(res.body).toEqual({ id: 3 });
  });
});

describe('CSV', () => {
  it('answers Accept: text/csv with a header line and one line per row', async () => {
    const { data, error, status } = await bed.service
      .from('customers')
      .select('id, name, score')
      .in('id', [3, 4])
      .order('id')
      .csv();
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data).toBe('id,name,score\n3,Salma,\n4,"Omar, Jr.",55.25');
    const raw = await call('/labels?select=id&id=eq.1', { headers: { Accept: 'text/csv' } });
    expect(raw.headers.get('content-type')).toBe('text/csv; charset=utf-8');
  });
});
