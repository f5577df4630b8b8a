import { NAMED_COLLECTIONS, PRODUCT_CATEGORIES, PRODUCT_TYPES } from '@/lib/constants';

import type { LaterChromeMessageId } from './i18n/later';
import type { NavColumn } from './nav-links';

/**
 * The mega menu's four columns (SPEC §2), shown by the desktop panel and the phone menu, both of which
 * load on first use: the columns and their words travel with them.
 */
export const MEGA_MENU_COLUMNS: NavColumn<LaterChromeMessageId>[] = [
  {
    title: 'mega.collections',
    links: [
      { label: 'nav.allCollections', href: '/collections' },
      ...NAMED_COLLECTIONS.map((c) => ({
        label: `collection.${c.slug}` as const,
        href: `/collection/${c.slug}`,
      })),
    ],
  },
  {
    title: 'nav.categories',
    links: PRODUCT_CATEGORIES.map((c) => ({ label: `category.${c}` as const, href: `/shop?category=${c}` })),
  },
  {
    title: 'nav.productTypes',
    links: PRODUCT_TYPES.map((t) => ({ label: `type.${t.value}` as const, href: `/shop?type=${t.value}` })),
  },
  {
    title: 'nav.special',
    links: [
      { label: 'nav.featured', href: '/shop?featured=true' },
      { label: 'nav.new', href: '/shop?new=true' },
      { label: 'nav.artisan', href: '/shop?artisan=true' },
    ],
  },
];
