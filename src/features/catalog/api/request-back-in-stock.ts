import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { Locale } from '@rules/locales';

import { useLocale } from '@/lib/i18n/locale';
import { getDatabase } from '@/lib/supabase';

export type BackInStockAnswer = 'requested' | 'in_stock' | 'invalid_email';

/**
 * rpc request_back_in_stock: "Notify me" for a sold-out size (`variantId`), or without one for a product
 * sold out in every size (any size coming back). The database answers the same for an address that had
 * asked before and one that had not, so the form can only ever say "we will write".
 */
export async function requestBackInStock(
  productId: string,
  email: string,
  locale: Locale,
  variantId?: string,
): Promise<BackInStockAnswer> {
  const supabase = await getDatabase();
  const { data, error } = await supabase.rpc('request_back_in_stock', {
    p_product_id: productId,
    p_email: email.trim(),
    // The restock e-mail is written in the language the shopper asked in.
    p_locale: locale,
    p_variant_id: variantId,
  });
  if (error?.hint === 'invalid_email') return 'invalid_email';
  if (error) throw error;
  return data === 'in_stock' ? 'in_stock' : 'requested';
}

export function useRequestBackInStock(productId: string, variantId?: string) {
  const queryClient = useQueryClient();
  const locale = useLocale();
  return useMutation({
    mutationFn: (email: string) => requestBackInStock(productId, email, locale, variantId),
    onSuccess: (answer) => {
      // It came back while the page was open: read the product again so it can be bought.
      if (answer === 'in_stock') void queryClient.invalidateQueries({ queryKey: ['products'] });
    },
  });
}
