/**
 * A country's name in a language, given as its Intl tag (INTL_LOCALE of rules/locales.ts), from the
 * runtime's own region names: `MA` is Morocco in en-US, Maroc in fr-FR, المغرب in ar-MA. The English
 * names are the same as the checkout's list (rules/countries.ts, checked by its test), so a page that
 * only shows a name needs neither the list nor its bytes. Anything that is not a code comes back as it
 * was written.
 */
export function countryNameIn(code: string, intlLocale: string): string {
  try {
    return new Intl.DisplayNames([intlLocale], { type: 'region', fallback: 'none' }).of(code) ?? code;
  } catch {
    return code;
  }
}
