/**
 * request and dataOf: every feature read answers its rows, or throws the error supabase-js answered,
 * unchanged (its code, hint and message reach the screen and the logs), never an empty answer.
 */
import { dataOf, getDatabase, getSupabase, request } from './supabase';

const FES_BLUE_TEA_BOWL = '11111111-1111-4111-8111-000000000001';

describe('request', () => {
  it('answers the rows a read found, through either client', async () => {
    const read = <Client extends Awaited<ReturnType<typeof getDatabase>>>(connect: () => Promise<Client>) =>
      request(connect, (client) => client.from('products').select('id').eq('id', FES_BLUE_TEA_BOWL));
    expect(await read(getSupabase)).toEqual([{ id: FES_BLUE_TEA_BOWL }]);
    expect(await read(getDatabase)).toEqual([{ id: FES_BLUE_TEA_BOWL }]);
  });

  it('answers null for a single row that is not there', async () => {
    const none = await request(getSupabase, (supabase) =>
      supabase.from('products').select('id').eq('slug', 'no-such-product').maybeSingle(),
    );
    expect(none).toBeNull();
  });

  it('throws the error PostgREST answered, as supabase-js gave it', async () => {
    const supabase = await getSupabase();
    // Not a uuid: PostgreSQL refuses the filter (22P02), a failure and not an empty list.
    const failing = () => supabase.from('products').select('id').eq('id', 'not-a-uuid');
    const { error } = await failing();
    expect(error?.code).toBe('22P02');
    await expect(dataOf(failing())).rejects.toEqual(error);
    await expect(request(getSupabase, failing)).rejects.toMatchObject({ code: '22P02' });
  });
});
