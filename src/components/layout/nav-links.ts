import { NAMED_COLLECTIONS, PRODUCT_CATEGORIES, PRODUCT_TYPES } from '@/lib/constants';

/** Every navigation target of SPEC §2 in one place, so headers, menus and footers never drift apart. */
export interface NavLink {
  label: string;
  href: string;
}

export interface NavColumn {
  title: string;
  links: NavLink[];
}

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

export const EDITORIAL_LINKS: NavLink[] = [
  { label: 'Culture', href: '/culture' },
  { label: 'Design', href: '/design' },
  { label: 'Healing', href: '/health' },
  { label: 'Food', href: '/food' },
  { label: 'Guides', href: '/guides' },
];
export const JOURNEYS_CTA: NavLink = { label: 'Journeys', href: '/journeys' };

/** The shop navigation bar of SPEC §2 (the home page is the logo). */
export const SHOP_LINKS: NavLink[] = [
  { label: 'Rituals', href: '/rituals' },
  { label: 'Recipes', href: '/recipes' },
  { label: 'About', href: '/about' },
];

export const MEGA_MENU_COLUMNS: NavColumn[] = [
  {
    title: 'Collections',
    links: [
      { label: 'All Collections', href: '/collections' },
      ...NAMED_COLLECTIONS.map((c) => ({ label: c.label, href: `/collection/${c.slug}` })),
    ],
  },
  {
    title: 'Categories',
    links: PRODUCT_CATEGORIES.map((c) => ({ label: capitalise(c), href: `/shop?category=${c}` })),
  },
  {
    title: 'Product Types',
    links: PRODUCT_TYPES.map((t) => ({ label: t.label, href: `/shop?type=${t.value}` })),
  },
  {
    title: 'Special',
    links: [
      { label: 'Featured Items', href: '/shop?featured=true' },
      { label: 'New Arrivals', href: '/shop?new=true' },
      { label: 'Artisan Spotlight', href: '/shop?artisan=true' },
    ],
  },
];

export const FOOTER_COLUMNS: NavColumn[] = [
  {
    title: 'Shop',
    links: [
      { label: 'Shop', href: '/shop' },
      { label: 'Rituals', href: '/rituals' },
      { label: 'Recipes', href: '/recipes' },
      { label: 'Delivery', href: '/delivery' },
    ],
  },
  {
    title: 'Immerse',
    links: [
      { label: 'Culture', href: '/culture' },
      { label: 'Design', href: '/design' },
      { label: 'Food', href: '/food' },
      { label: 'Healing', href: '/health' },
    ],
  },
  {
    title: 'Guides',
    links: [
      { label: 'Marrakech', href: '/guides/marrakech' },
      { label: 'Fes', href: '/guides/fes' },
      { label: 'Casablanca', href: '/guides/casablanca' },
      { label: 'Rabat', href: '/guides/rabat' },
      { label: 'All Guides', href: '/guides' },
    ],
  },
  {
    title: 'Journeys',
    links: [
      { label: 'Explore Morocco', href: '/explore' },
      { label: 'Bespoke', href: '/journeys' },
      { label: 'Booking Conditions', href: '/booking-conditions' },
      { label: 'FAQ', href: '/faq' },
    ],
  },
  {
    title: 'Connect',
    links: [
      { label: 'About', href: '/about' },
      { label: 'Contact', href: '/contact' },
      { label: 'Privacy', href: '/privacy' },
      { label: 'Terms', href: '/terms' },
      { label: 'Cookies', href: '/cookie' },
    ],
  },
];
