import type { ChromeMessageId } from './i18n';

/**
 * Every navigation target of SPEC §2 in one place, so headers, menus and footers never drift apart.
 * Labels are ids of the chrome's strings (./i18n), shown in the page's language.
 */
export interface NavLink<Id extends string = ChromeMessageId> {
  label: Id;
  href: string;
}

export interface NavColumn<Id extends string = ChromeMessageId> {
  title: Id;
  links: NavLink<Id>[];
}

export const EDITORIAL_LINKS: NavLink[] = [
  { label: 'nav.culture', href: '/culture' },
  { label: 'nav.design', href: '/design' },
  { label: 'nav.healing', href: '/health' },
  { label: 'nav.food', href: '/food' },
  { label: 'nav.guides', href: '/guides' },
];
export const JOURNEYS_CTA: NavLink = { label: 'nav.journeys', href: '/journeys' };

/** The shop navigation bar of SPEC §2 (the home page is the logo). */
export const SHOP_LINKS: NavLink[] = [
  { label: 'nav.rituals', href: '/rituals' },
  { label: 'nav.recipes', href: '/recipes' },
  { label: 'nav.about', href: '/about' },
];

export const FOOTER_COLUMNS: NavColumn[] = [
  {
    title: 'nav.shop',
    links: [
      { label: 'nav.shop', href: '/shop' },
      { label: 'nav.rituals', href: '/rituals' },
      { label: 'nav.recipes', href: '/recipes' },
      { label: 'nav.delivery', href: '/delivery' },
    ],
  },
  {
    title: 'nav.immerse',
    links: [
      { label: 'nav.culture', href: '/culture' },
      { label: 'nav.design', href: '/design' },
      { label: 'nav.food', href: '/food' },
      { label: 'nav.healing', href: '/health' },
    ],
  },
  {
    title: 'nav.guides',
    links: [
      { label: 'city.marrakech', href: '/guides/marrakech' },
      { label: 'city.fes', href: '/guides/fes' },
      { label: 'city.casablanca', href: '/guides/casablanca' },
      { label: 'city.rabat', href: '/guides/rabat' },
      { label: 'nav.allGuides', href: '/guides' },
    ],
  },
  {
    title: 'nav.journeys',
    links: [
      { label: 'nav.explore', href: '/explore' },
      { label: 'nav.bespoke', href: '/journeys' },
      { label: 'nav.bookingConditions', href: '/booking-conditions' },
      { label: 'nav.faq', href: '/faq' },
    ],
  },
  {
    title: 'nav.connect',
    links: [
      { label: 'nav.about', href: '/about' },
      { label: 'nav.contact', href: '/contact' },
      { label: 'nav.privacy', href: '/privacy' },
      { label: 'nav.terms', href: '/terms' },
      { label: 'nav.cookies', href: '/cookie' },
    ],
  },
];
