import { INTL_LOCALE } from '@rules/locales';
import { formatAmountIn } from '@rules/money';
import { useMemo } from 'react';

import { useChromeText } from '@/components/layout/i18n';
import { useLocale } from '@/lib/i18n/locale';

import { useShopText } from './i18n/shop';
import type { ShopWords } from './shop-filters';
import { useCatalogLabels } from './use-labels';

/** Everything the shop's views need to speak the page's language. */
export function useShopWords(): ShopWords {
  const t = useShopText();
  const chrome = useChromeText();
  const labels = useCatalogLabels();
  const intl = INTL_LOCALE[useLocale()];
  return useMemo(
    () => ({ t, chrome, labels, mad: (amount: number) => formatAmountIn(amount, 'MAD', intl) }),
    [t, chrome, labels, intl],
  );
}
