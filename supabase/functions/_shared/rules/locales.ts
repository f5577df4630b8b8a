/**
 * The languages the shop speaks, imported by the app (alias `@rules/locales`) and by the edge
 * functions, so a page, an order and its e-mails agree on one list. English is the source language
 * and the fallback for anything not yet translated; its pages sit at the root, the others under
 * `/<locale>/` (e.g. `/fr/shop`, `/ar/product/<slug>`).
 */
export const LOCALES = ['en', 'fr', 'ar'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE = 'en' satisfies Locale;
/** The languages a text is translated into from English. */
export type TranslatedLocale = Exclude<Locale, typeof DEFAULT_LOCALE>;

/** Each language's name in itself, as the language switcher offers it. */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', fr: 'Français', ar: 'العربية' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

export function textDirection(locale: Locale): 'ltr' | 'rtl' {
  return locale === 'ar' ? 'rtl' : 'ltr';
}

/**
 * The tag handed to `Intl` for numbers, currencies and dates. Arabic follows Moroccan usage
 * (`ar-MA`: Latin digits, the locale's own default); French follows France (`1 234,50 MAD`).
 */
export const INTL_LOCALE: Record<Locale, string> = { en: 'en-US', fr: 'fr-FR', ar: 'ar-MA' };

/** The locale a path is in: `/fr/shop` is French, `/shop` English. */
export function localeOfPath(pathname: string): Locale {
  const first = pathname.split('/')[1];
  return isLocale(first) && first !== DEFAULT_LOCALE ? first : DEFAULT_LOCALE;
}

/** The path without its locale prefix: `/fr/shop` -> `/shop`, `/ar` -> `/`. */
export function pathWithoutLocale(pathname: string): string {
  const locale = localeOfPath(pathname);
  if (locale === DEFAULT_LOCALE) return pathname;
  const rest = pathname.slice(locale.length + 1);
  return rest.startsWith('/') ? rest : `/${rest}`;
}

/** A root-relative path in `locale`: `('/shop', 'fr')` -> `/fr/shop`, `('/', 'ar')` -> `/ar/`. */
export function localizedPath(path: string, locale: Locale): string {
  const bare = pathWithoutLocale(path);
  if (locale === DEFAULT_LOCALE) return bare;
  return `/${locale}${bare}`;
}

/** React Router's basename for a page in `locale`: links inside the app stay in the page's language. */
export function routerBasename(locale: Locale): string {
  return locale === DEFAULT_LOCALE ? '/' : `/${locale}`;
}
