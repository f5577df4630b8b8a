import { ProductsChecks, type Tables } from '@/types/database.types';

/** Business constants of SPEC §9, one source of truth each. */

/** The shop's name, written the same in every language: page titles, Open Graph, structured data. */
export const SITE_NAME = 'Zellij';

export const STORAGE_KEYS = {
  cart: 'zellij-cart',
  currency: 'zellij-currency',
  locale: 'zellij-locale',
} as const;

/**
 * Cards of a grid whose image loads eagerly with high priority: the first screen of a phone shows one.
 * More would split a slow link between images the visitor cannot see yet; on a desktop the rest of the
 * first row is in view and loads lazily right after layout.
 */
export const PRIORITY_CARDS = 1;

export const HOME_FEATURED_PRODUCTS = 3;
export const HOME_ARTICLES = 2;
export const RELATED_PRODUCTS_MAX = 4;
export const RECIPE_CARD_TAGS = 3;

export const SIZES = {
  small: 'Small 15cm',
  medium: 'Medium 18cm',
  large: 'Large 22cm',
} as const;
export type Size = keyof typeof SIZES;
export const DEFAULT_SIZE: Size = 'small';

/** The orders table's check constraint lists the payment methods. */
export type PaymentMethod = Tables<'orders'>['payment_method'];

export const SCROLL_THRESHOLD_HEADER = 50;

export const NEWSLETTER_DELAY_MS = 1000;
export const COPYRIGHT_YEAR = 2024;

export const TOAST = {
  limit: 1,
  durationMs: 5000,
  swipeDirection: 'right',
  swipeThreshold: 50,
  hotkey: ['F8'],
  removeDelayMs: 1_000_000,
} as const;

export const QUERY_RETRY = {
  gcTimeMs: 5 * 60 * 1000,
  attempts: 3,
  baseDelayMs: 1000,
  maxDelayMs: 30_000,
} as const;

type ProductRow = Tables<'products'>;

/** The categories the products table allows, in the catalogue's order (its check constraint's). */
export const PRODUCT_CATEGORIES = ProductsChecks.category;

export const isProductCategory = (value: string): value is ProductRow['category'] =>
  PRODUCT_CATEGORIES.some((category) => category === value);

type ProductType = ProductRow['product_type'];

/** The English name of each product type the products table allows: a type added there must be named here. */
const PRODUCT_TYPE_NAMES: Record<ProductType, string> = {
  bowl: 'Bowls & Vessels',
  'serving-board': 'Serving Boards',
  napkin: 'Napkins & Linens',
  jam: 'Jams & Preserves',
  utensil: 'Utensils & Tools',
  'gift-set': 'Gift Sets',
};

/** The product types in the catalogue's order (its check constraint's), each with its English name. */
export const PRODUCT_TYPES = ProductsChecks.product_type.map((value) => ({
  value,
  label: PRODUCT_TYPE_NAMES[value],
}));

export const isProductType = (value: string): value is ProductType =>
  PRODUCT_TYPES.some((type) => type.value === value);

export const NAMED_COLLECTIONS = [
  { slug: 'tea-rituals', label: 'Tea Rituals' },
  { slug: 'summer-pantry', label: 'Summer Pantry' },
  { slug: 'zellij-basics', label: 'Zellij Basics' },
  { slug: 'zellij-essentials', label: 'Zellij Essentials' },
] as const;
