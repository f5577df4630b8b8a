import { DEFAULT_LOCALE, type Locale } from '@rules/locales';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { useLocale } from '@/lib/i18n/locale';
import { dataOf, getDatabase } from '@/lib/supabase';
import { useHydrating } from '@/lib/use-hydrating';

import { translationLocales } from '../localize-cards';
import { productOffer, type OfferTarget, type ProductOffer, type RunningOffer } from '../offers';

/** The columns visitors may read of an offer (the promotions grant), with its title in the page's language. */
const OFFER_COLUMNS =
  'id, title, kind, value, applies_to, product_ids, collections, categories, min_subtotal_mad, starts_at, ends_at, promotion_translations(title)';

/**
 * The automatic offers that have not ended (RLS shows visitors only those, never a code), with the
 * title translated where an editor wrote one, else English. A handful of rows: read whole, once.
 */
export async function getRunningOffers(locale: Locale = DEFAULT_LOCALE): Promise<RunningOffer[]> {
  const database = await getDatabase();
  const rows = await dataOf(
    database
      .from('promotions')
      .select(OFFER_COLUMNS)
      .in('promotion_translations.locale', translationLocales(locale))
      .order('id'),
  );
  return rows.map(({ promotion_translations: [translation], ...offer }) => {
    const title = translation?.title?.trim() ? translation.title : null;
    return { ...offer, title: title ?? offer.title, lang: title ? locale : DEFAULT_LOCALE };
  });
}

const OFFERS_FRESH_MS = 5 * 60_000;

export const runningOffersQueryOptions = (locale: Locale) =>
  queryOptions({
    queryKey: ['offers', locale],
    queryFn: () => getRunningOffers(locale),
    staleTime: OFFERS_FRESH_MS,
    // A page left open sees an offer end, or start, within this long.
    refetchInterval: OFFERS_FRESH_MS,
    // Without offers a page is still right: prices are the bag's until the quote says otherwise.
    retry: 1,
  });

/**
 * The offer a piece gets, read once hydrated: offers start and end by the clock, so a prerendered
 * page cannot carry them, and the hydrating render must match its markup.
 */
export function useProductOffer(product: OfferTarget | undefined): ProductOffer | null {
  const hydrating = useHydrating();
  const { data: offers, dataUpdatedAt } = useQuery({
    ...runningOffersQueryOptions(useLocale()),
    enabled: !hydrating,
  });
  if (hydrating || !offers || !product) return null;
  // The clock as of the read: offers are read again when stale, so one ending is gone within minutes.
  return productOffer(offers, product, dataUpdatedAt);
}
