import type { Locale, TranslatedLocale } from '@rules/locales';

/**
 * Which fields of a row are shown in English on a French or Arabic page because their translation is
 * not written yet: the element showing one carries lang="en", so a screen reader reads it in English.
 */
export type FallbackLang<F extends string> = Partial<Record<F, 'en'>>;

/** The fields an editor translates in article_translations (docs/editors-guide.md). */
export const ARTICLE_TRANSLATION =
  'article_translations(title, excerpt, body, alt_text, ingredients, steps, seo_title, meta_description)';

type Translations<F extends string> = { [K in F]?: unknown }[];

/** Empty text (or an empty list) in a translation means "show the English": the database's rule too. */
function written(value: unknown): boolean {
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  return value !== null && value !== undefined;
}

/**
 * A row read with its `article_translations(...)` embedded (filtered to the page's language): each
 * field taken from the translation where it is written, else the English one, named in `lang`.
 * English pages embed nothing and get the row as it is.
 */
export function translatedRow<
  Row extends { article_translations?: Translations<F> },
  F extends keyof Row & string,
>(
  row: Row,
  fieldsToTranslate: readonly F[],
  locale: Locale,
): Omit<Row, 'article_translations'> & { lang: FallbackLang<F> } {
  const { article_translations: translations = [], ...english } = row;
  return inLanguage(english, translations[0], fieldsToTranslate, locale);
}

/**
 * `english` with the written fields of `translation` (any *_translations row in the page's language, or
 * none) and `lang` naming the fields left in English.
 */
export function inLanguage<Row extends object, F extends string>(
  english: Row,
  translation: { [K in F]?: unknown } | undefined,
  fieldsToTranslate: readonly F[],
  locale: Locale,
): Row & { lang: FallbackLang<F> } {
  const lang: FallbackLang<F> = {};
  const out: Record<string, unknown> = { ...(english as Record<string, unknown>) };
  const englishValues = english as Record<string, unknown>;
  if (locale !== 'en') {
    for (const field of fieldsToTranslate) {
      const value = translation?.[field];
      if (written(value)) out[field] = value;
      else if (written(englishValues[field])) lang[field] = 'en';
    }
  }
  return { ...(out as Row), lang };
}

/** The `lang` object browse_recipes returns, kept to the fields that fell back on a translated page. */
export function fallbackLang<F extends string>(
  lang: Partial<Record<F, string>> | undefined,
  locale: Locale,
): FallbackLang<F> {
  const out: FallbackLang<F> = {};
  if (locale === 'en' || !lang) return out;
  for (const [field, language] of Object.entries(lang) as [F, string][]) {
    if (language === 'en') out[field] = 'en';
  }
  return out;
}

/**
 * The locale to filter `article_translations` by. English has no translation rows (the table's check
 * allows only fr and ar), so filtering by it embeds none and the row is read as written.
 */
export const translationsIn = (locale: Locale) => locale as TranslatedLocale;
