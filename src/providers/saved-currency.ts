import { STORAGE_KEYS } from '@/lib/constants';
import { storedValue } from '@/lib/stored-value';
import { BASE_CURRENCY, approximateMad, formatMoney, isCurrency, type Currency } from '@rules/money';

import type { CurrencyContextValue } from './currency-context';

/** The visitor's currency, remembered across visits; MAD until they choose another. */
export const savedCurrency = storedValue<Currency>(STORAGE_KEYS.currency, {
  initial: BASE_CURRENCY,
  parse: (raw) => {
    if (!isCurrency(raw)) throw new Error(`Unknown currency ${raw}`);
    return raw;
  },
  serialize: (currency) => currency,
});

const setCurrency = (next: Currency) => {
  if (isCurrency(next)) savedCurrency.set(next);
};

export const currencyValue = (currency: Currency): CurrencyContextValue => ({
  currency,
  setCurrency,
  format: (amountMad) => formatMoney(amountMad, currency),
  approx: (amountMad) => approximateMad(amountMad, currency),
});

/** The currency the build priced its pages in, for a part of the page that is still hydrating. */
export const BUILT_CURRENCY = currencyValue(BASE_CURRENCY);
