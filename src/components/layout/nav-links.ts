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

/** Where each label leads: one address per destination, whichever menus show it. */
const HREFS = {
  'nav.shop': '/shop',
  'nav.rituals': '/rituals',
  'nav.recipes': '/recipes',
  'nav.delivery': '/delivery',
  'nav.culture': '/culture',
  'nav.design': '/design',
  'nav.healing': '/health',
  'nav.food': '/food',
  'nav.guides': '/guides',
  'nav.allGuides': '/guides',
  'city.marrakech': '/guides/marrakech',
  'city.fes': '/guides/fes',
  'city.casablanca': '/guides/casablanca',
  'city.rabat': '/guides/rabat',
  'nav.journeys': '/journeys',
  'nav.bespoke': '/journeys',
  'nav.explore': '/explore',
  'nav.bookingConditions': '/booking-conditions',
  'nav.faq': '/faq',
  'nav.about': '/about',
  'nav.contact': '/contact',
  'nav.privacy': '/privacy',
  'nav.terms': '/terms',
  'nav.cookies': '/cookie',
} satisfies Partial<Record<ChromeMessageId, string>>;

const links = (...labels: (keyof typeof HREFS)[]): NavLink[] =>
  labels.map((label) => ({ label, href: HREFS[label] }));

export const EDITORIAL_LINKS = links('nav.culture', 'nav.design', 'nav.healing', 'nav.food', 'nav.guides');
export const JOURNEYS_CTA: NavLink = { label: 'nav.journeys', href: HREFS['nav.journeys'] };

/** The shop navigation bar of SPEC §2 (the home page is the logo). */
export const SHOP_LINKS = links('nav.rituals', 'nav.recipes', 'nav.about');

export const FOOTER_COLUMNS: NavColumn[] = [
  { title: 'nav.shop', links: links('nav.shop', 'nav.rituals', 'nav.recipes', 'nav.delivery') },
  { title: 'nav.immerse', links: links('nav.culture', 'nav.design', 'nav.food', 'nav.healing') },
  {
    title: 'nav.guides',
    links: links('city.marrakech', 'city.fes', 'city.casablanca', 'city.rabat', 'nav.allGuides'),
  },
  { title: 'nav.journeys', links: links('nav.explore', 'nav.bespoke', 'nav.bookingConditions', 'nav.faq') },
  {
    title: 'nav.connect',
    links: links('nav.about', 'nav.contact', 'nav.privacy', 'nav.terms', 'nav.cookies'),
  },
];
