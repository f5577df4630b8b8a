import { INTL_LOCALE } from '@rules/locales';
import { formatMoneyIn } from '@rules/money';

import { useLocale } from '@/lib/i18n/locale';
import { useCurrency } from '@/providers/use-currency';

/**
 * A MAD amount as text in the shopper's currency, spelt as <Price> spells it, for a sentence that
 * names amounts (a screen reader's "Was 420 MAD, now 360 MAD").
 */
export function useMoneyText(): (amountMad: number) => string {
  const { currency } = useCurrency();
  const intl = INTL_LOCALE[useLocale()];
  return (amountMad) => formatMoneyIn(amountMad, currency, intl);
}
