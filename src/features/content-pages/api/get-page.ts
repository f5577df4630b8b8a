import { queryOptions, useQuery } from '@tanstack/react-query';

import type { Locale } from '@rules/locales';

import { inLanguage, translationsIn, type FallbackLang } from '@/features/editorial';
import { useLocale } from '@/lib/i18n/locale';
import { getDatabase, request } from '@/lib/supabase';
import type { Tables } from '@/types/database.types';

const PAGE_FIELDS = ['title', 'content'] as const;

export type ContentPage = Tables<'pages'> & { lang?: FallbackLang<(typeof PAGE_FIELDS)[number]> };

/**
 * SPEC §7: all fields where slug = the path without its slash and published; null when there is none.
 * The title and content in the page's language where page_translations has them.
 */
export async function getPage(slug: string, locale: Locale = 'en'): Promise<ContentPage | null> {
  const data = await request(getDatabase, (supabase) =>
    supabase
      .from('pages')
      .select('*, page_translations(title, content)')
      .eq('slug', slug)
      .eq('published', true)
      .eq('page_translations.locale', translationsIn(locale))
      .maybeSingle(),
  );
  if (!data) return null;
  const { page_translations: translations, ...english } = data;
  return inLanguage(english, translations[0], PAGE_FIELDS, locale);
}

export const pageQueryOptions = (slug: string, locale: Locale) =>
  queryOptions({ queryKey: ['pages', slug, locale], queryFn: () => getPage(slug, locale) });

export function usePage(slug: string) {
  return useQuery(pageQueryOptions(slug, useLocale()));
}
