import type { CartLine } from '@/features/cart';

/** A bag line for tests of the bag's rules: `id` names the piece, `size` its size if it has sizes. */
export const testLine = (id: string, quantity: number, size?: string): CartLine => ({
  id,
  title: id,
  slug: id,
  price: 10,
  imageUrl: null,
  variant: size ? { size } : {},
  quantity,
  productType: null,
  altText: null,
});
