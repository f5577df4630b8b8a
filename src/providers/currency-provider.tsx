import { useMemo, type ReactNode } from 'react';

import { STORAGE_KEYS } from '@/lib/constants';
import { storedValue, useStoredValue } from '@/lib/stored-value';
import { BASE_CURRENCY, approximateMad, formatMoney, isCurrency, type Currency } from '@rules/money';

import { CurrencyContext, type CurrencyContextValue } from './currency-context';

/** The visitor's currency, remembered across visits; MAD until they choose another. */
const savedCurrency = storedValue<Currency>(STORAGE_KEYS.currency, {
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

export function CurrencyProvider({ children }: { children: ReactNode }) {
  const currency = useStoredValue(savedCurrency);

  const value = useMemo<CurrencyContextValue>(
    () => ({
      currency,
      setCurrency,
      format: (amountMad) => formatMoney(amountMad, currency),
      approx: (amountMad) => approximateMad(amountMad, currency),
    }),
    [currency],
  );

  return <CurrencyContext.Provider value={value}>{children}</CurrencyContext.Provider>;
}
