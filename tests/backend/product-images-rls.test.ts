/**
 * product_images through supabase-js: every visitor reads a product's gallery; a visitor or a signed-in
 * customer who tries to add, repoint, relabel or delete a picture changes nothing; the shop owner and
 * the service role may, and even they can only point at an object path inside the media bucket.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { anonClient, serviceClient, signedInClient, startApi, type RunningBackend } from './helpers/api';
import { SEED } from './helpers/seed-ids';

let backend: RunningBackend;
let service: SupabaseClient;
let visitor: SupabaseClient;
let customer: SupabaseClient;
let owner: SupabaseClient;

const forged = (path = 'products/fes-blue-tea-bowl-setting.webp') => ({
  product_id: SEED.fesBlueTeaBowl,
  storage_path: path,
  alt_text: 'A picture someone slipped into the gallery',
  position: 9,
});

const gallery = async () =>
  (
    await service
      .from('product_images')
      .select('storage_path, alt_text, position')
      .eq('product_id', SEED.fesBlueTeaBowl)
      .order('position')
      .throwOnError()
  ).data;

beforeAll(async () => {
  backend = await startApi();
  service = serviceClient(backend);
  visitor = anonClient(backend);
  customer = (await signedInClient(backend, 'customer@example.com')).client;
  const ownerUser = await signedInClient(backend, 'owner@example.com');
  const promoted = await service.auth.admin.updateUserById(ownerUser.userId, {
    app_metadata: { role: 'owner' },
  });
  if (promoted.error) throw promoted.error;
  const refreshed = await ownerUser.client.auth.refreshSession();
  if (refreshed.error) throw refreshed.error;
  owner = ownerUser.client;
});
afterAll(() => backend?.stop());

it('shows every visitor a gallery of several pictures per product, in order, each with alt text', async () => {
  const { data, error } = await visitor
    .from('product_images')
    .select('product_id, storage_path, alt_text, position')
    .order('position');
  expect(error).toBeNull();
  const byProduct = new Map<string, NonNullable<typeof data>>();
  for (const row of data ?? [])
    byProduct.set(row.product_id, [...(byProduct.get(row.product_id) ?? []), row]);
  expect(byProduct.size).toBe(26);
  for (const rows of byProduct.values()) expect(rows.length).toBeGreaterThanOrEqual(3);
  const bowl = byProduct.get(SEED.fesBlueTeaBowl)!;
  expect(bowl.map((row) => row.storage_path)).toEqual([
    'products/fes-blue-tea-bowl.webp',
    'products/fes-blue-tea-bowl-detail.webp',
    'products/fes-blue-tea-bowl-setting.webp',
  ]);
  expect(new Set(bowl.map((row) => row.alt_text)).size).toBe(3);
});

describe.each([
  ['a visitor', () => visitor],
  ['a signed-in customer', () => customer],
])('%s', (_who, caller) => {
  it('cannot add a picture to a gallery', async () => {
    const { error } = await caller().from('product_images').insert(forged());
    expect(error?.code).toBe('42501');
    expect(await gallery()).toHaveLength(3);
  });

  it('cannot repoint, relabel or remove a picture', async () => {
    const before = await gallery();
    await caller()
      .from('product_images')
      .update({ storage_path: 'products/other.webp', alt_text: 'Something else entirely' })
      .eq('product_id', SEED.fesBlueTeaBowl);
    await caller().from('product_images').delete().eq('product_id', SEED.fesBlueTeaBowl);
    expect(await gallery()).toEqual(before);
  });
});

describe('the shop owner', () => {
  it('adds, relabels and removes a picture', async () => {
    const added = await owner.from('product_images').insert(forged()).select('id').single();
    expect(added.error).toBeNull();
    const relabelled = await owner
      .from('product_images')
      .update({ alt_text: 'The bowl seen from above, its white inside' })
      .eq('id', added.data!.id)
      .select('alt_text');
    expect(relabelled.data).toEqual([{ alt_text: 'The bowl seen from above, its white inside' }]);
    await owner.from('product_images').delete().eq('id', added.data!.id).throwOnError();
    expect(await gallery()).toHaveLength(3);
  });

  it.each([
    'https://tracker.example/pixel.webp',
    '//tracker.example/pixel.webp',
    'products/../../secret.webp',
    'products/bowl.webp?x=1',
    'products/bowl.svg',
  ])('cannot point a picture outside the bucket: %s', async (path) => {
    const { error } = await owner.from('product_images').insert(forged(path));
    expect(error?.code).toBe('23514');
    expect(error?.message).toContain('product_images_path_in_the_bucket');
  });

  it('cannot add a picture without words for it', async () => {
    const { error } = await service.from('product_images').insert({ ...forged(), alt_text: '  ' });
    expect(error?.message).toContain('product_images_alt_text_says_something');
  });
});
