/** Fixed ids of supabase/seed.sql rows that tests rely on. */
export const SEED = {
  fesBlueTeaBowl: '11111111-1111-4111-8111-000000000001', // 180 MAD, sizes small/medium/large, stock 14
  tamegrouteGreenBowl: '11111111-1111-4111-8111-000000000003', // 320 MAD, sizes small/medium, stock 2
  amazighMotifVessel: '11111111-1111-4111-8111-000000000004', // out of stock (stock 0)
  thuyaServingBoard: '11111111-1111-4111-8111-000000000007', // 450 MAD, no sizes, stock 6
  oliveWoodBreadBoard: '11111111-1111-4111-8111-000000000008', // 220 MAD, no sizes, unlimited
  figJam: '11111111-1111-4111-8111-000000000014', // 75 MAD, no sizes, stock 40
  publishedRitual: '22222222-2222-4222-8222-000000000001', // atay-the-three-glasses
  draftRitual: '22222222-2222-4222-8222-000000000009', // gnawa-and-the-lila, unpublished
  publishedRecipe: '22222222-2222-4222-8222-000000000101', // moroccan-mint-tea
  draftRecipe: '22222222-2222-4222-8222-000000000108', // chicken-pastilla, unpublished
  activeBanner: '44444444-4444-4444-8444-000000000001',
  inactiveBanner: '44444444-4444-4444-8444-000000000002',
} as const;

export interface OrderLine {
  product_id: string;
  quantity: unknown;
  variant?: { size?: string };
  [extra: string]: unknown;
}

/** A place_order input that passes validation, with the given lines. */
export function orderInput(items: OrderLine[], extra: Record<string, unknown> = {}) {
  return {
    items,
    currency: 'MAD',
    payment_method: 'cod',
    customer: { name: 'Amina Tazi', email: 'amina@example.com', phone: '+212600000000' },
    shipping_address: { address: '12 Derb Sidi Ahmed', city: 'Fes', postalCode: '30000', country: 'MA' },
    ...extra,
  };
}
