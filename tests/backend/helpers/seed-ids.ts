/** Fixed ids of supabase/seed.sql rows that tests rely on. */
export const SEED = {
  fesBlueTeaBowl: '11111111-1111-4111-8111-000000000001', // small 180 (6 left), medium 240 (5), large 320 (3)
  tamegrouteGreenBowl: '11111111-1111-4111-8111-000000000003', // small 320 (2 left), medium 420 sold out
  amazighMotifVessel: '11111111-1111-4111-8111-000000000004', // small 390, large 520, both sold out
  safiTerracottaBowl: '11111111-1111-4111-8111-000000000002', // small 240, medium 290, large 360, unlimited
  thuyaServingBoard: '11111111-1111-4111-8111-000000000007', // 450 MAD, one size, stock 6
  oliveWoodBreadBoard: '11111111-1111-4111-8111-000000000008', // 220 MAD, one size, unlimited
  figJam: '11111111-1111-4111-8111-000000000014', // 75 MAD, one size, stock 40
  publishedRitual: '22222222-2222-4222-8222-000000000001', // atay-the-three-glasses
  draftRitual: '22222222-2222-4222-8222-000000000009', // gnawa-and-the-lila, unpublished
  publishedRecipe: '22222222-2222-4222-8222-000000000101', // moroccan-mint-tea
  draftRecipe: '22222222-2222-4222-8222-000000000108', // chicken-pastilla, unpublished
  activeBanner: '44444444-4444-4444-8444-000000000001',
  inactiveBanner: '44444444-4444-4444-8444-000000000002',
} as const;

/**
 * SKUs of seeded variants (product_variants ids are random: look them up by SKU). A product in one
 * size has one variant whose SKU is the product's sku_id.
 */
export const SEED_SKU = {
  fesBlueSmall: 'ZLJ-CER-001-S',
  fesBlueMedium: 'ZLJ-CER-001-M',
  fesBlueLarge: 'ZLJ-CER-001-L',
  tamegrouteSmall: 'ZLJ-CER-003-S',
  tamegrouteMedium: 'ZLJ-CER-003-M',
  amazighSmall: 'ZLJ-CER-004-S', // sold out
  amazighLarge: 'ZLJ-CER-004-L', // sold out
  safiMedium: 'ZLJ-CER-002-M', // made to order
  thuyaServingBoard: 'ZLJ-KIT-003',
  figJam: 'ZLJ-SPI-001',
} as const;

export interface OrderLine {
  product_id?: string;
  variant_id?: string;
  quantity: unknown;
  variant?: { size?: string };
  [extra: string]: unknown;
}

/** The customer of a test that writes her phone another way, and so needs the one she ordered with. */
export const AMINA = { name: 'Amina Tazi', email: 'amina@example.com', phone: '+212600000000' };

let phones = 0;

/**
 * A Moroccan mobile number no other call of this process gave: a phone may have only two cash orders
 * waiting for confirmation (shop_settings.cod_max_open_per_phone), and most tests leave theirs waiting.
 */
export const uniquePhone = () => `+2126${String((process.pid * 1000 + ++phones) % 1e8).padStart(8, '0')}`;

/** A place_order input that passes validation, with the given lines, from a phone of its own. */
export function orderInput(items: OrderLine[], extra: Record<string, unknown> = {}) {
  return {
    items,
    currency: 'MAD',
    payment_method: 'cod',
    customer: { name: 'Amina Tazi', email: 'amina@example.com', phone: uniquePhone() },
    shipping_address: { address: '12 Derb Sidi Ahmed', city: 'Fes', postalCode: '30000', country: 'MA' },
    ...extra,
  };
}
