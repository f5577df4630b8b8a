import type { Locale } from '@rules/locales';

import { readInLanguage } from '@/lib/read-in-language';
import type { SupabaseDatabase } from '@/lib/supabase';

import { translatedRow, translationsIn } from '../lib/translation';
import { SUMMARY_FIELDS, TRANSLATED_SUMMARY_COLUMNS, type ArticleSummary } from '../types';

/**
 * Published articles read with `columns`, whose `article_translations(...)` embed is filtered to the page's
 * language (none on English pages): the caller narrows it (a slug, a category) and maps with translatedRow.
 */
export const publishedArticles = <Columns extends string>(
  database: SupabaseDatabase,
  columns: Columns,
  locale: Locale,
) =>
  database
    .from('articles')
    .select(columns)
    .eq('published', true)
    .eq('article_translations.locale', translationsIn(locale));

/** Published articles as lists and cards read them, with the embedded translation (see publishedArticles). */
export const publishedSummaries = (database: SupabaseDatabase, locale: Locale) =>
  publishedArticles(database, TRANSLATED_SUMMARY_COLUMNS, locale);

/**
 * The published articles that `narrow` keeps (a category, a section, some ids), in the page's language:
 * each summary field translated where written, else English, named in `lang`.
 */
export const getPublishedSummaries = readInLanguage(publishedSummaries, (rows, locale): ArticleSummary[] =>
  rows.map((row) => translatedRow(row, SUMMARY_FIELDS, locale)),
);
