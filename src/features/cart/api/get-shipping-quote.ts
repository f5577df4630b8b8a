import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { DEFAULT_LOCALE, type Locale } from '@rules/locales';

import { getDatabase, request } from '@/lib/supabase';
import type { Database, Tables } from '@/types/database.types';

type QuoteRow = Database['public']['Functions']['shipping_quote']['Returns'][number];

/**
 * A function's table columns carry no nullability, so the generated row says `number` for
 * cod_max_mad: it is the zone's column, null where the zone does not offer cash on delivery.
 */
export type ShippingQuote = Omit<QuoteRow, 'cod_max_mad'> & Pick<Tables<'shipping_zones'>, 'cod_max_mad'>;

/**
 * The zone, shipping and delivery days for an address and a subtotal in MAD (rpc shipping_quote):
 * the function place_order charges with, so what the summary shows is what the order costs, and
 * the zone's cash-on-delivery maximum place_order applies. Null when no zone covers the country.
 * The zone is named in `locale` where it is translated.
 */
export async function getShippingQuote(
  country: string,
  city: string,
  subtotal: number,
  locale: Locale = DEFAULT_LOCALE,
): Promise<ShippingQuote | null> {
  const data = await request(getDatabase, (supabase) =>
    supabase.rpc('shipping_quote', {
      p_country: country,
      p_city: city.trim(),
      p_subtotal: subtotal,
      p_locale: locale,
    }),
  );
  return data[0] ?? null;
}

export const shippingQuoteQueryOptions = (
  country: string,
  city: string,
  subtotal: number,
  locale: Locale = DEFAULT_LOCALE,
) =>
  queryOptions({
    queryKey: ['shipping-quote', country, city.trim().toLowerCase(), subtotal, locale],
    queryFn: () => getShippingQuote(country, city, subtotal, locale),
  });

/** Keeps the last quote on screen while the next one (another city, another cart) loads. */
export function useShippingQuote(
  country: string,
  city: string,
  subtotal: number,
  locale: Locale = DEFAULT_LOCALE,
) {
  return useQuery({
    ...shippingQuoteQueryOptions(country, city, subtotal, locale),
    placeholderData: keepPreviousData,
  });
}
