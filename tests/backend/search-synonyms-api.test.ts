/**
 * search_synonyms: everyone reads the groups, only the service role (the dashboard) changes them, and
 * a group an editor adds changes what the search finds.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { anonClient, serviceClient, signedInClient, startApi, type RunningBackend } from './helpers/api';

let backend: RunningBackend;
let anon: SupabaseClient;
let service: SupabaseClient;
let user: SupabaseClient;
let tagineGroup: string;

beforeAll(async () => {
  backend = await startApi();
  anon = anonClient(backend);
  service = serviceClient(backend);
  user = (await signedInClient(backend, 'synonym-editor@example.com')).client;
  const { data } = await service.from('search_synonyms').select('id').contains('terms', ['tajine']).single();
  tagineGroup = data!.id as string;
});
afterAll(() => backend.stop());

const groups = async () =>
  (await service.from('search_synonyms').select('id, terms').order('id').throwOnError()).data;

const productSlugs = async (q: string) => {
  const { data, error } = await anon.rpc('search_site', { q, kinds: ['product'] });
  if (error) throw error;
  return (data as { slug: string }[]).map((row) => row.slug);
};

describe.each([
  ['a visitor', () => anon],
  ['a signed-in user', () => user],
])('%s', (_who, as) => {
  it('reads the synonym groups', async () => {
    const { data, error } = await as().from('search_synonyms').select('terms');
    expect(error).toBeNull();
    expect(data).toContainEqual({ terms: ['tagine', 'tajine', 'طاجين'] });
  });

  it('cannot add, change or remove a group', async () => {
    const before = await groups();
    const attempts = await Promise.all([
      as()
        .from('search_synonyms')
        .insert({ terms: ['bowl', 'teapot'] }),
      as()
        .from('search_synonyms')
        .update({ terms: ['tagine', 'cheap'] })
        .eq('id', tagineGroup)
        .select(),
      as().from('search_synonyms').delete().eq('id', tagineGroup).select(),
      as()
        .from('search_synonyms')
        .upsert({ id: tagineGroup, terms: ['tagine', 'free'] }),
    ]);
    expect(attempts[0].error?.code).toBe('42501');
    expect(attempts[3].error?.code).toBe('42501');
    // PostgREST answers an update/delete without a grant with 42501 too.
    expect(attempts[1].error?.code).toBe('42501');
    expect(attempts[2].error?.code).toBe('42501');
    expect(await groups()).toEqual(before);
  });
});

describe('an editor (service role)', () => {
  it('adds a group that the search applies at once, stored without case, accents or repeats', async () => {
    expect(await productSlugs('ghorraf')).toEqual([]);
    const { data, error } = await service
      .from('search_synonyms')
      .insert({ terms: [' Ghorraf ', 'tea glass', 'GHORRAF', 'Ghorráf'] })
      .select('terms')
      .single();
    expect(error).toBeNull();
    expect(data!.terms).toEqual(['ghorraf', 'tea glass']);
    expect(await productSlugs('ghorraf')).toContain('beldi-tea-glasses');
  });

  it('makes the beginning of a group’s terms suggest at once, and no longer once the group is gone', async () => {
    const typed = ['tbs', 'طبس']; // of tbsil, طبسيل (a plate, here for the serving board)
    for (const q of typed) expect(await productSlugs(q), q).toEqual([]);
    const { data, error } = await service
      .from('search_synonyms')
      .insert({ terms: ['Tbsil', 'طبسيل', 'serving board'] })
      .select('id')
      .single();
    expect(error).toBeNull();
    for (const q of typed) expect(await productSlugs(q), q).toContain('thuya-wood-serving-board');
    await service.from('search_synonyms').delete().eq('id', data!.id).throwOnError();
    for (const q of typed) expect(await productSlugs(q), q).toEqual([]);
  });

  it('cannot store a group that leaves fewer than two terms', async () => {
    const { error } = await service.from('search_synonyms').insert({ terms: ['Bowl', ' bowl ', '!!'] });
    expect(error?.message).toContain('search_synonyms_two_terms');
  });
});
