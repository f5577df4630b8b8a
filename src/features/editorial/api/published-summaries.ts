import type { Locale } from '@rules/locales';

import type { SupabaseDatabase } from '@/lib/supabase';

import { translationsIn } from '../lib/translation';
import { TRANSLATED_SUMMARY_COLUMNS } from '../types';

/**
 * Published articles as lists and cards read them, each with its translation in the page's language
 * embedded (none on English pages): the caller narrows and orders, then maps the rows with translatedRow.
 */
export const publishedSummaries = (database: SupabaseDatabase, locale: Locale) =>
  database
    .from('articles')
    .select(TRANSLATED_SUMMARY_COLUMNS)
    .eq('published', true)
    .eq('article_translations.locale', translationsIn(locale));
